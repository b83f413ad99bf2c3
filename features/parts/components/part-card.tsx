// A part in a result grid: photo with fixed proportions (no layout shift), name, the vehicle it comes from,
// condition, price and stock.
import { clsx } from 'clsx';
import Image from 'next/image';
import Link from 'next/link';
import { BoxIcon } from '@/components/ui/icons';
import type { PartCard as Part } from '@/lib/contract/parts';
import { formatUsd } from '@/lib/price';
import { partHref } from '../utils/part-filters';
import { fitmentLine, STOCK_TONE_CLASS, stockState } from '../utils/stock';

export function PartCard({ part, priority = false }: { part: Part; priority?: boolean }) {
  const stock = stockState(part.stock);
  return (
    <Link
      href={partHref(part)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {part.image ? (
          <Image
            unoptimized
            src={part.image}
            alt={part.name}
            width={480}
            height={360}
            sizes="(min-width: 1200px) 300px, (min-width: 600px) 50vw, 100vw"
            loading={priority ? 'eager' : 'lazy'}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-gray-300">
            <BoxIcon className="size-14" />
          </span>
        )}
        <span className="absolute top-2 left-2 flex flex-wrap gap-1 text-xs font-semibold">
          <span className="rounded-md bg-white/90 px-2 py-0.5 text-gray-800 shadow">{part.condition}</span>
          {part.source === 'us dealer' && (
            <span className="rounded-md bg-primary px-2 py-0.5 text-white shadow">Ships from US</span>
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="font-semibold text-gray-900 group-hover:text-primary-700">{part.name}</h3>
        <p className="mt-1 text-sm text-gray-600">{fitmentLine(part)}</p>
        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 pt-3">
          <span className="text-xl font-bold text-primary">{formatUsd(part.price)}</span>
          <span className={clsx('text-sm font-medium', STOCK_TONE_CLASS[stock.tone])}>{stock.label}</span>
        </p>
      </div>
    </Link>
  );
}
