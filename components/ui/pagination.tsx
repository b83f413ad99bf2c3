'use client';
// Spec §9 pagination (first, last, two either side of the current page, ellipses; lib/pagination-range.ts): real
// links crawlers follow, switched in place for visitors. The one control every paged list uses.
import { clsx } from 'clsx';
import { paginationRange } from '@/lib/pagination-range';

interface PaginationLabels {
  /** The navigation landmark's name. */
  nav: string;
  previous: string;
  next: string;
  /** Each numbered link's accessible name. */
  page: (page: number) => string;
}

const DEFAULT_LABELS: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

interface PaginationProps {
  page: number;
  /** The pages known to exist (all of them unless `moreAfter`). */
  totalPages: number;
  /** Pages past `totalPages` may exist (an estimated count): no last page is linked, an ellipsis ends the range. */
  moreAfter?: boolean;
  /** The address of a page, for the link (crawlers and new tabs follow it). */
  hrefFor: (page: number) => string;
  /** What a plain click does instead of following the link. */
  onSelect: (page: number) => void;
  labels?: Partial<PaginationLabels>;
  /** Spacing above the control; lists set their own rhythm. */
  className?: string;
}

export function Pagination({
  page,
  totalPages,
  moreAfter = false,
  hrefFor,
  onSelect,
  labels,
  className = 'mt-8',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const text = { ...DEFAULT_LABELS, ...labels };
  const follow = (target: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks open a new tab as usual.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(target);
  };
  const item = 'flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium';

  return (
    <nav aria-label={text.nav} className={clsx('flex flex-wrap items-center justify-center gap-1', className)}>
      {page > 1 && (
        <a
          href={hrefFor(page - 1)}
          onClick={follow(page - 1)}
          rel="prev"
          className={clsx(item, 'text-gray-700 hover:bg-gray-100')}
        >
          {text.previous}
        </a>
      )}
      {paginationRange(page, totalPages, moreAfter).map((entry, index) =>
        entry === 'ellipsis' ? (
          <span key={`gap-${index}`} aria-hidden="true" className={clsx(item, 'text-gray-400')}>
            …
          </span>
        ) : (
          <a
            key={entry}
            href={hrefFor(entry)}
            onClick={follow(entry)}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={text.page(entry)}
            className={clsx(item, entry === page ? 'bg-primary text-white' : 'text-gray-700 hover:bg-gray-100')}
          >
            {entry}
          </a>
        ),
      )}
      {page < totalPages && (
        <a
          href={hrefFor(page + 1)}
          onClick={follow(page + 1)}
          rel="next"
          className={clsx(item, 'text-gray-700 hover:bg-gray-100')}
        >
          {text.next}
        </a>
      )}
    </nav>
  );
}
