// /cars/autocheck/{id?}: an AutoCheck report for a listed car (its VIN filled in and checked already) or, without
// an id, for any VIN.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { carHref } from '@/lib/contract/car-pages';
import { loadCar } from '@/features/cars/components/car-detail-page';
import { getReportStatusQueryOptions } from '@/features/reports/api/check-report-status';
import { ReportCheck } from '@/features/reports/components/report-check';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { normalizeVin, vinProblem } from '@/lib/contract/reports';
import { parseOptionalRouteId } from '@/lib/route-id';

const title = 'AutoCheck Report';
const description =
  'An AutoCheck vehicle history report: title brands, accidents, odometer readings and auction records.';

export const metadata: Metadata = { title, description };

export default async function CarsAutocheckPage({ params }: { params: Promise<{ id?: string[] }> }) {
  const route = parseOptionalRouteId((await params).id);
  if (route === null) notFound();
  const car = route.id === null ? null : await loadCar(String(route.id));
  if (route.id !== null && !car) notFound();
  const vin = normalizeVin(car?.vin ?? '');
  const queryClient = makeQueryClient();
  if (vin && vinProblem(vin) === null) {
    await queryClient.prefetchQuery(getReportStatusQueryOptions('autocheck', vin, await getServerApi()));
  }

  const intro = car && (
    <div className="mt-5 rounded-xl border border-gray-200 bg-white p-4">
      <p className="text-sm text-gray-500">For the listed car</p>
      <p className="font-semibold text-gray-900">
        <Link href={carHref(car)} className="hover:underline">
          {car.vehicle_name}
        </Link>
      </p>
      {!vin && <p className="mt-1 text-sm text-gray-600">This car has no VIN on record yet: enter it below.</p>}
    </div>
  );

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ReportCheck type="autocheck" initialVin={vin} intro={intro} />
    </HydrationBoundary>
  );
}
