'use client';
// The signed-in user's saved cars, a page at a time (page in the URL), each with a button to take it off the list.
import Link from 'next/link';
import { Pagination } from '@/components/ui/pagination';
import { parseApiError } from '@/lib/api/errors';
import { pageCount } from '@/lib/pagination-range';
import { useUrlPage } from '@/lib/use-url-page';
import { CARS_PAGE_SIZE } from '../api/get-cars';
import { useSavedCars } from '../api/get-saved-cars';
import { useRemoveCarFromSavedList } from '../api/remove-car-from-saved-list';
import { CarCard } from './car-card';
import { CarGridSkeleton } from './car-grid';

export function SavedCarsList({ page }: { page: number }) {
  const { page: shownPage, pathname, hrefFor, select: selectPage } = useUrlPage(page);
  const saved = useSavedCars(shownPage);
  const remove = useRemoveCarFromSavedList();

  if (saved.isPending) return <CarGridSkeleton count={3} />;
  if (saved.isError) {
    const gone = parseApiError(saved.error).status === 404;
    return (
      <div role="alert" className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">
          {gone ? 'This page of saved cars is empty.' : 'Your saved cars could not be loaded.'}
        </p>
        <Link href={pathname} className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Go to the first page
        </Link>
      </div>
    );
  }
  if (saved.data.count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">You have not saved any cars yet.</p>
        <p className="mt-1 text-gray-600">Tap Save on a car you like to keep it here.</p>
        <Link href="/cars" className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Browse cars
        </Link>
      </div>
    );
  }

  return (
    <>
      <p role="status" className="mb-4 text-sm text-gray-700">
        {saved.data.count} saved {saved.data.count === 1 ? 'car' : 'cars'}
      </p>
      <ul className="grid gap-4 xs:grid-cols-2 lg:grid-cols-3">
        {saved.data.results.map((car, index) => (
          <li key={car.id} className="flex flex-col gap-2">
            {/* Right under the page's h1, so the names are h2s. */}
            <CarCard car={car} priority={index < 3} headingLevel={2} />
            <button
              type="button"
              disabled={remove.isPending && remove.variables === car.id}
              onClick={() => remove.mutate(car.id)}
              aria-label={`Remove ${car.vehicle_name} from saved cars`}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-primary-700 ring-1 ring-gray-300 hover:bg-primary-50 disabled:opacity-60"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        page={shownPage}
        totalPages={pageCount(saved.data.count, CARS_PAGE_SIZE)}
        hrefFor={hrefFor}
        onSelect={selectPage}
      />
    </>
  );
}
