'use client';
// A parts catalogue route's body: the cascade filters (a drawer on small screens), the result count, the cards or
// their skeletons, the pages and the empty state; everything follows the URL.
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { FilterDrawer } from '@/components/ui/filter-drawer';
import { Pagination } from '@/components/ui/pagination';
import { ResultsError } from '@/components/ui/results-error';
import { PARTS_PAGE_SIZE } from '@/lib/contract/parts';
import { pageCount } from '@/lib/pagination-range';
import { useUrlQuery } from '@/lib/use-url-query';
import { useParts } from '../api/get-parts';
import { currentPage, isFiltered, partListQuery, pickPartFilters, type PartCatalogue } from '../utils/part-filters';
import { PartFilterPanel } from './part-filter-panel';
import { PartGrid, PartGridSkeleton, PartsEmptyState } from './part-grid';

const plural = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'part' : 'parts'}`;

export function PartsCatalogue({ catalogue }: { catalogue: PartCatalogue }) {
  const { params: filters, update, hrefWith, clear } = useUrlQuery(pickPartFilters);
  const parts = useParts(partListQuery(catalogue, filters));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const [clearCount, setClearCount] = useState(0);
  const page = currentPage(filters);
  const activeFilters = Object.keys(filters).filter((key) => key !== 'page').length;
  const clearAll = () => {
    setClearCount((count) => count + 1);
    clear();
  };

  const panel = (
    <PartFilterPanel
      filters={filters}
      source={catalogue.source}
      onChange={update}
      onClear={clearAll}
      clearCount={clearCount}
    />
  );

  return (
    <div className="md:grid md:grid-cols-[260px_1fr] md:gap-8">
      <aside aria-label="Filters" className="hidden md:block">
        {panel}
      </aside>
      <FilterDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title="Filter parts"
        showLabel={parts.data ? `Show ${plural(parts.data.count)}` : 'Show parts'}
      >
        {panel}
      </FilterDrawer>

      <section aria-label="Results" aria-busy={parts.isFetching} className="min-w-0">
        {/* The cards' h3 names sit under it, also on a phone, where the Filters heading is in a closed drawer. */}
        <h2 className="sr-only">Results</h2>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-gray-700">
            {parts.data && !parts.isPlaceholderData ? `${plural(parts.data.count)} found` : 'Searching…'}
          </p>
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen(true)}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 md:hidden"
          >
            {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
          </button>
        </div>
        {parts.isPending ? (
          <PartGridSkeleton />
        ) : parts.isError ? (
          <ResultsError noun="parts" error={parts.error} hrefFirst={hrefWith({ page: '' })} onClear={clearAll} />
        ) : parts.data.results.length === 0 ? (
          <PartsEmptyState filtered={isFiltered(filters)} onClear={clearAll} />
        ) : (
          // The previous results stay, dimmed, until the new ones arrive.
          <div className={clsx('transition-opacity', parts.isPlaceholderData && 'opacity-60')}>
            <PartGrid parts={parts.data.results} />
            <Pagination
              page={page}
              totalPages={pageCount(parts.data.count, PARTS_PAGE_SIZE)}
              hrefFor={(target) => hrefWith({ page: target === 1 ? '' : target })}
              onSelect={(target) => update({ page: target === 1 ? '' : target })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
