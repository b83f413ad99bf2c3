// /cars/autocheck/{id?}: the way to an AutoCheck history report, for a given car's VIN or any VIN.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { carHref } from '@/features/cars/components/car-card';
import { loadCar } from '@/features/cars/components/car-detail-page';
import { withQuery } from '@/lib/query-string';
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
  const vin = car?.vin ?? '';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 leading-relaxed text-gray-700">{description}</p>
      {car && (
        <div className="mt-6 rounded-xl border border-gray-200 bg-white p-5">
          <p className="font-semibold text-gray-900">
            <Link href={carHref(car)} className="hover:underline">
              {car.vehicle_name}
            </Link>
          </p>
          <p className="mt-1 text-sm text-gray-600">{vin ? <>VIN {vin}</> : 'This car has no VIN on record yet.'}</p>
        </div>
      )}
      <Link
        href={withQuery('/carcheckk', { tab: 1, vin })}
        className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700"
      >
        {vin ? 'Get the AutoCheck report for this VIN' : 'Get an AutoCheck report'}
      </Link>
    </div>
  );
}
