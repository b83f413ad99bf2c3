// /cars/inspection/{id?}: a car's inspection report, or what our inspection covers when no car is given.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { carHref } from '@/lib/contract/car-pages';
import { loadCar } from '@/features/cars/components/car-detail-page';
import { InspectionReport } from '@/features/cars/components/inspection-report';
import { parseOptionalRouteId } from '@/lib/route-id';

type Params = Promise<{ id?: string[] }>;

const title = 'Inspection Report';
const description = 'The inspection report our team wrote for this car: condition, tyres, mechanical notes and photos.';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = parseOptionalRouteId((await params).id);
  const car = route?.id ? await loadCar(String(route.id)) : null;
  return { title: car ? `Inspection of the ${car.vehicle_name}` : title, description };
}

export default async function CarsInspectionPage({ params }: { params: Params }) {
  const route = parseOptionalRouteId((await params).id);
  if (route === null) notFound();
  const car = route.id === null ? null : await loadCar(String(route.id));
  if (route.id !== null && !car) notFound();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {car ? `Inspection of the ${car.vehicle_name}` : title}
      </h1>
      {car ? (
        <>
          <p className="mt-2 text-gray-600">
            <Link href={carHref(car)} className="font-semibold text-primary-700 hover:underline">
              Back to the car
            </Link>
          </p>
          <div className="mt-6">
            {car.inspection ? (
              <InspectionReport report={car.inspection} />
            ) : (
              <p className="rounded-xl border border-dashed border-gray-300 p-6 text-gray-700">
                This car has not been inspected yet. Message us and our team will inspect it before you buy.
              </p>
            )}
          </div>
        </>
      ) : (
        <p className="mt-4 leading-relaxed text-gray-700">
          Before you buy, our inspectors check the car where it stands: body, paint and rust, tyres and brakes, engine,
          transmission and electrics, a test drive, and the VIN against the title. You receive the full report with
          photos. Open any car and follow its inspection link to read its report.
        </p>
      )}
    </div>
  );
}
