'use client';
// Spec §9 pagination (first, last, two either side, ellipses): real links crawlers follow, switched in place for
// visitors. The cars feature has the same control; features do not share components (STYLE.md layout rule 2).
import { clsx } from 'clsx';
import { paginationRange } from '@/lib/pagination-range';

interface PartsPaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onSelect: (page: number) => void;
}

export function PartsPagination({ page, totalPages, hrefFor, onSelect }: PartsPaginationProps) {
  if (totalPages <= 1) return null;
  const follow = (target: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks open a new tab as usual.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(target);
  };
  const item = 'flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-medium';

  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <a
          href={hrefFor(page - 1)}
          onClick={follow(page - 1)}
          rel="prev"
          className={clsx(item, 'text-gray-700 hover:bg-gray-100')}
        >
          Previous
        </a>
      )}
      {paginationRange(page, totalPages).map((entry, index) =>
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
            aria-label={`Page ${entry}`}
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
          Next
        </a>
      )}
    </nav>
  );
}
