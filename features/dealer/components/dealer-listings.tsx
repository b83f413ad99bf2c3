'use client';
// The dealer's own listings: search, status filter and sort in the URL; each row with its views and chat leads, a
// link to its public page, edit, mark sold and a delete that asks first.
import Image from 'next/image';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { clsx } from 'clsx';
import { CarIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { isConditionType } from '@/lib/contract/selling-types';
import { DEALER_LISTING_SORTS, LISTING_STATUSES, type DealerCar } from '@/lib/contract/dealer';
import { pageCount } from '@/lib/pagination-range';
import { formatUsd } from '@/lib/price';
import { withQuery } from '@/lib/query-string';
import type { DealerCarsParams } from '../api/dealer-keys';
import { useDeleteDealerCar } from '../api/delete-dealer-car';
import { useDealerCars } from '../api/get-dealer-cars';
import { useMarkDealerCarSold } from '../api/mark-dealer-car-sold';
import { parseListingParams } from '../utils/listing-params';

const PAGE_SIZE = 20;
const STATUS_STYLES: Record<DealerCar['status'], string> = {
  active: 'bg-green-100 text-green-800',
  sold: 'bg-gray-800 text-white',
  draft: 'bg-amber-100 text-amber-900',
};
const STATUS_NAMES: Record<DealerCar['status'], string> = { active: 'Published', sold: 'Sold', draft: 'Draft' };
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const publicHref = (car: DealerCar) =>
  isConditionType(car.selling_type) ? `/cars/local/${car.id}` : `/cars/${car.id}`;

/** The list's parameters: the URL's once the dealer changed them (pushState keeps useSearchParams in step). */
function useListingParams(server: DealerCarsParams) {
  const pathname = usePathname() ?? '/';
  const search = useSearchParams();
  const params = search.toString() ? parseListingParams(Object.fromEntries(search)) : server;
  const hrefFor = (change: Partial<DealerCarsParams>) => {
    const next = { ...params, ...change };
    return withQuery(pathname, {
      search: next.search ?? '',
      status: next.status ?? '',
      ordering: next.ordering ?? '',
      page: next.page === 1 ? '' : next.page,
    });
  };
  const set = (change: Partial<DealerCarsParams>) =>
    window.history.pushState(null, '', hrefFor({ page: 1, ...change }));
  return { params, hrefFor, set };
}

export function DealerListings({ initial }: { initial: DealerCarsParams }) {
  const { params, hrefFor, set } = useListingParams(initial);
  const listings = useDealerCars(params);
  const [confirming, setConfirming] = useState<DealerCar | null>(null);
  const markSold = useMarkDealerCarSold();
  const filtered = Boolean(params.search || params.status);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {listings.data ? plural(listings.data.count, 'listing', 'listings') : 'Loading listings…'}
        </p>
        <Link
          href="/cars/car/add"
          className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Add a car
        </Link>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() || undefined });
          }}
        >
          <label htmlFor="listing-search" className="sr-only">
            Search my listings
          </label>
          <input
            id="listing-search"
            name="search"
            type="search"
            defaultValue={params.search ?? ''}
            key={params.search ?? ''}
            placeholder="Make, model or VIN"
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
          <button type="submit" className="rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-gray-300">
            Search
          </button>
        </form>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          Status
          <select
            value={params.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || undefined) as DealerCarsParams['status'] })}
            className="rounded-md border border-gray-300 px-2 py-2"
          >
            <option value="">Any</option>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_NAMES[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-700">
          Sort
          <select
            value={params.ordering ?? '-created_at'}
            onChange={(event) => set({ ordering: event.target.value as DealerCarsParams['ordering'] })}
            className="rounded-md border border-gray-300 px-2 py-2"
          >
            {DEALER_LISTING_SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {markSold.isError && (
        <p role="alert" className="mb-3 text-sm text-primary-700">
          {formErrorMessages(parseApiError(markSold.error))[0]}
        </p>
      )}
      {listings.isError ? (
        <p role="alert" className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
          {formErrorMessages(parseApiError(listings.error))[0]}
        </p>
      ) : listings.data?.count === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
          {filtered ? 'No listings match. Try another search or status.' : 'You have no listings yet.'}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" aria-label="My listings">
          {(listings.data?.results ?? []).map((car, index) => (
            <li key={car.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:gap-4">
              {car.cover_image ? (
                <Image
                  unoptimized
                  src={car.cover_image}
                  alt=""
                  width={96}
                  height={72}
                  loading={index < 5 ? 'eager' : 'lazy'}
                  className="h-[72px] w-24 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span className="flex h-[72px] w-24 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-300">
                  <CarIcon className="size-8" />
                </span>
              )}
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate font-semibold text-gray-900">{car.vehicle_name}</p>
                <p className="text-sm text-gray-600">
                  {formatUsd(car.price)} ·{' '}
                  <span className={clsx('rounded px-1.5 py-0.5 text-xs font-semibold', STATUS_STYLES[car.status])}>
                    {STATUS_NAMES[car.status]}
                  </span>
                </p>
                <p className="text-sm text-gray-600">
                  {plural(car.views, 'view', 'views')} · {plural(car.leads, 'chat lead', 'chat leads')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {car.status !== 'draft' && (
                  <Link
                    href={publicHref(car)}
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50"
                    aria-label={`View listing ${car.vehicle_name}`}
                  >
                    View listing
                  </Link>
                )}
                <Link
                  href={`/cars/car/edit/${car.id}`}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50"
                  aria-label={`Edit ${car.vehicle_name}`}
                >
                  Edit
                </Link>
                {car.status !== 'sold' && (
                  <button
                    type="button"
                    disabled={markSold.isPending}
                    onClick={() => markSold.mutate(car.id)}
                    aria-label={`Mark sold: ${car.vehicle_name}`}
                    className="rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50"
                  >
                    Mark sold
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => setConfirming(car)}
                  aria-label={`Delete ${car.vehicle_name}`}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-primary-700 ring-1 ring-gray-300 hover:bg-primary-50"
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {listings.data && (
        <Pagination
          className="mt-6"
          page={params.page}
          totalPages={pageCount(listings.data.count, PAGE_SIZE)}
          hrefFor={(page) => hrefFor({ page })}
          onSelect={(page) => window.history.pushState(null, '', hrefFor({ page }))}
        />
      )}
      <ConfirmDelete car={confirming} onClose={() => setConfirming(null)} />
    </div>
  );
}

function ConfirmDelete({ car, onClose }: { car: DealerCar | null; onClose: () => void }) {
  const remove = useDeleteDealerCar();
  return (
    <ConfirmDialog
      open={car !== null}
      onClose={onClose}
      title="Delete this listing?"
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => car && remove.mutate(car.id, { onSuccess: onClose })}
    >
      <p className="mt-2 text-sm text-gray-600">{car?.vehicle_name} and its photos will be removed for good.</p>
      {remove.isError && (
        <p role="alert" className="mt-2 text-sm text-primary-700">
          {formErrorMessages(parseApiError(remove.error))[0]}
        </p>
      )}
    </ConfirmDialog>
  );
}
