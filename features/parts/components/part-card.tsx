// A part in a result grid: photo with fixed proportions (no layout shift), name, the vehicle it comes from,
// condition, price and stock.
import { clsx } from 'clsx';
import { BoxIcon } from '@/components/ui/icons';
import { MediaCard } from '@/components/ui/media-card';
import type { PartCard as Part } from '@/lib/contract/parts';
import { formatUsd } from '@/lib/price';
import { partHref } from '../utils/part-filters';
import { fitmentLine, STOCK_TONE_CLASS, stockState } from '../utils/stock';

export function PartCard({ part, priority = false }: { part: Part; priority?: boolean }) {
  const stock = stockState(part.stock);
  return (
    <MediaCard
      href={partHref(part)}
      title={part.name}
      image={part.image}
      placeholder={<BoxIcon className="size-14" />}
      priority={priority}
      overlay={
        <span className="absolute top-2 left-2 flex flex-wrap gap-1 text-xs font-semibold">
          <span className="rounded-md bg-white/90 px-2 py-0.5 text-gray-800 shadow">{part.condition}</span>
          {part.source === 'us dealer' && (
            <span className="rounded-md bg-primary px-2 py-0.5 text-white shadow">Ships from US</span>
          )}
        </span>
      }
    >
      <p className="mt-1 text-sm text-gray-600">{fitmentLine(part)}</p>
      <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 pt-3">
        <span className="text-xl font-bold text-primary">{formatUsd(part.price)}</span>
        <span className={clsx('text-sm font-medium', STOCK_TONE_CLASS[stock.tone])}>{stock.label}</span>
      </p>
    </MediaCard>
  );
}
