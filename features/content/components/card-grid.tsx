// A grid of short titled cards (values, benefits, services) inside information pages.
import clsx from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';

export interface CardItem {
  title: string;
  body: ReactNode;
  href?: string;
}

export function CardGrid({ items, columns = 3 }: { items: CardItem[]; columns?: 2 | 3 }) {
  return (
    <ul className={clsx('grid gap-4 sm:grid-cols-2', columns === 3 && 'md:grid-cols-3')}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-gray-900">{item.title}</h3>
          <div className="mt-2 flex-1 text-sm leading-relaxed text-gray-600">{item.body}</div>
          {item.href && (
            <Link href={item.href} className="mt-3 text-sm font-semibold text-primary-700 hover:underline">
              Learn more →
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
