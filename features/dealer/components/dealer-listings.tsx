'use client';
// The dealer's own listings with their status, an edit link and a delete that asks first; page in the URL.
import Image from 'next/image';
import Link from 'next/link';
import { useState } from 'react';
import { clsx } from 'clsx';
import { CarIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import type { DealerCar } from '@/lib/contract/dealer';
import { pageCount } from '@/lib/pagination-range';
import { formatUsd } from '@/lib/price';
import { useUrlPage } from '@/lib/use-url-page';
import { useDeleteDealerCar } from '../api/delete-dealer-car';
import { useDealerCars } from '../api/get-dealer-cars';

const PAGE_SIZE = 20;
const STATUS_STYLES: Record<DealerCar['status'], string> = {
  active: 'bg-green-100 text-green-800',
  sold: 'bg-gray-800 text-white',
  draft: 'bg-amber-100 text-amber-900',
};

export function DealerListings({ page }: { page: number }) {
  const { page: shownPage, hrefFor, select: selectPage } = useUrlPage(page);
  const listings = useDealerCars(shownPage);
  const [confirming, setConfirming] = useState<DealerCar | null>(null);

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {listings.data
            ? `${listings.data.count} ${listings.data.count === 1 ? 'listing' : 'listings'}`
            : 'Loading listings…'}
        </p>
        <Link
          href="/cars/car/add"
          className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Add a car
        </Link>
      </div>
      {listings.isError ? (
        <p role="alert" className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
          {formErrorMessages(parseApiError(listings.error))[0]}
        </p>
      ) : listings.data?.count === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-700">
          You have no listings yet.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {(listings.data?.results ?? []).map((car, index) => (
            <li key={car.id} className="flex items-center gap-4 p-3">
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
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-gray-900">{car.vehicle_name}</p>
                <p className="text-sm text-gray-600">
                  {formatUsd(car.price)} ·{' '}
                  <span
                    className={clsx(
                      'rounded px-1.5 py-0.5 text-xs font-semibold capitalize',
                      STATUS_STYLES[car.status],
                    )}
                  >
                    {car.status}
                  </span>
                </p>
              </div>
              <Link
                href={`/cars/car/edit/${car.id}`}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50"
                aria-label={`Edit ${car.vehicle_name}`}
              >
                Edit
              </Link>
              <button
                type="button"
                onClick={() => setConfirming(car)}
                aria-label={`Delete ${car.vehicle_name}`}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-primary-700 ring-1 ring-gray-300 hover:bg-primary-50"
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {listings.data && (
        <Pagination
          className="mt-6"
          page={shownPage}
          totalPages={pageCount(listings.data.count, PAGE_SIZE)}
          hrefFor={hrefFor}
          onSelect={selectPage}
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
