// A highlighted note inside an information page, for facts a buyer must not miss.
import clsx from 'clsx';
import type { ReactNode } from 'react';

interface CalloutProps {
  title: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}

export function Callout({ title, tone = 'info', children }: CalloutProps) {
  return (
    <aside
      className={clsx(
        'rounded-lg border-l-4 p-4',
        tone === 'warning' ? 'border-amber-500 bg-amber-50 text-amber-950' : 'border-sky-600 bg-sky-50 text-sky-950',
      )}
    >
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm leading-relaxed">{children}</div>
    </aside>
  );
}
