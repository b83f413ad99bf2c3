'use client';
// A car listing route's body: filters (a drawer on small screens), sort, result count, cards or skeletons, pages.
// The filter panel is not in the page's first load (decision 048): on a wide screen it is drawn in the sidebar right
// after hydration (the sidebar keeps its width meanwhile, so nothing moves), on a phone when the drawer is opened.
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { FilterDrawer } from '@/components/ui/filter-drawer';
import { Pagination } from '@/components/ui/pagination';
import { ResultsError } from '@/components/ui/results-error';
import { pageCount } from '@/lib/pagination-range';
import type { QueryParams } from '@/lib/query-string';
import { useMediaQuery } from '@/lib/use-media-query';
import { useUrlQuery } from '@/lib/use-url-query';
import { useCarFacets } from '../api/get-car-facets';
import type { CarListingPage } from '@/lib/contract/cars';
import { CARS_PAGE_SIZE, useCars } from '../api/get-cars';
import {
  currentPage,
  isAuctionListing,
  mileageFilter,
  pickListingParams,
  type CarListingKind,
  type ListingParams,
} from '../utils/listing-kinds';
import { CarGrid, CarGridSkeleton, CarsEmptyState } from './car-grid';
import { CarSortSelect } from './car-sort-select';
import { ListingAd } from './listing-ad';

const CarFilterPanel = dynamic(() => import('./car-filter-panel').then((module) => module.CarFilterPanel), {
  ssr: false,
});

interface CarListingProps {
  kind: CarListingKind;
  /** Shown above the results, e.g. the car-name search box on /cars. */
  toolbar?: React.ReactNode;
}

interface CarFiltersProps {
  kind: CarListingKind;
  params: ListingParams;
  onChange: (changes: QueryParams) => void;
  onClear: () => void;
  /** Whether the panel is drawn: its options load only then (on a phone, when the drawer opens). */
  shown: boolean;
}

function CarFilters({ kind, params, onChange, onClear, shown }: CarFiltersProps) {
  const facets = useCarFacets(kind, params, shown);
  return (
    <CarFilterPanel
      params={params}
      mileage={mileageFilter(kind)}
      facets={facets.data}
      onChange={onChange}
      onClear={onClear}
    />
  );
}

/**
 * The Filters button and drawer of small screens. Its open state lives here, so opening it re-renders the drawer
 * alone, not the page's twenty cards (decision 056).
 */
function PhoneFilters({ showLabel, ...filters }: Omit<CarFiltersProps, 'shown'> & { showLabel: string }) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 md:hidden"
      >
        Filters
      </button>
      <FilterDrawer id={drawerId} open={open} onClose={() => setOpen(false)} title="Filter cars" showLabel={showLabel}>
        <CarFilters {...filters} shown={open} />
      </FilterDrawer>
    </>
  );
}

/** "27 cars", or "about 27,000 cars" when the API estimated the count (decision 068); `about` as the sentence needs. */
function carCount({ count, count_is_estimate }: CarListingPage, one: string, many: string, about = 'about'): string {
  const cars = `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  return count_is_estimate ? `${about} ${cars}` : cars;
}

/**
 * The pages to link: every page of an exact count; of an estimate only those known to exist, up to this one and the
 * next when the API gave a next link (the estimate cannot say where the last page is).
 */
function knownPages(data: CarListingPage, page: number): { totalPages: number; moreAfter: boolean } {
  if (!data.count_is_estimate) return { totalPages: pageCount(data.count, CARS_PAGE_SIZE), moreAfter: false };
  return data.next ? { totalPages: page + 1, moreAfter: true } : { totalPages: page, moreAfter: false };
}

export function CarListing({ kind, toolbar }: CarListingProps) {
  const { params, update, hrefWith, clear } = useUrlQuery(pickListingParams);
  const cars = useCars(kind, params);
  // The sidebar shows from the md breakpoint (992 px) up.
  const wide = useMediaQuery('(min-width: 992px)');
  const page = currentPage(params);
  const filtered = Object.keys(params).some((key) => key !== 'page' && key !== 'ordering');
  const [one, many] = kind.fixed.vehicle_type === 'boat' ? ['boat', 'boats'] : ['car', 'cars'];
  const filters = { kind, params, onChange: update, onClear: clear };

  return (
    <div className="md:grid md:grid-cols-[260px_1fr] md:gap-8">
      <aside aria-label="Filters" className="hidden md:block">
        {wide && <CarFilters {...filters} shown />}
      </aside>

      <section aria-label="Results" className="min-w-0">
        {/* The cards' h3 names sit under it, also on a phone, where the Filters heading is in a closed drawer. */}
        <h2 className="sr-only">Results</h2>
        {toolbar}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-gray-700">
            {cars.data ? `${carCount(cars.data, one, many, 'About')} found` : 'Searching…'}
          </p>
          <div className="flex items-center gap-2">
            <PhoneFilters
              {...filters}
              showLabel={cars.data ? `Show ${carCount(cars.data, one, many)}` : `Show ${many}`}
            />
            <CarSortSelect
              value={params.ordering ?? ''}
              auction={isAuctionListing(kind)}
              onChange={(ordering) => update({ ordering })}
            />
          </div>
        </div>
        {cars.isPending ? (
          <CarGridSkeleton />
        ) : cars.isError ? (
          <ResultsError noun="cars" error={cars.error} hrefFirst={hrefWith({ page: '' })} onClear={clear} />
        ) : cars.data.results.length === 0 ? (
          <CarsEmptyState filtered={filtered} onClear={clear} />
        ) : (
          <>
            <CarGrid cars={cars.data.results} sponsored={<ListingAd page={page} />} />
            <Pagination
              page={page}
              {...knownPages(cars.data, page)}
              hrefFor={(target) => hrefWith({ page: target === 1 ? '' : target })}
              onSelect={(target) => update({ page: target === 1 ? '' : target })}
            />
          </>
        )}
      </section>
    </div>
  );
}
