// /shipping-dashboard/car-sales/new/{id?}: staff record a car sale. With an id, the car is the marketplace listing
// {id} (the car on /cars/{id}) the customer is buying: its details fill the form and the sale keeps the listing in
// its audit trail (decision 039). Anyone but staff gets the explanation page (requirePageAccess, 403).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCar } from '@/features/cars/api/get-car';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { CarSaleCreateForm, type CarSalePrefill } from '@/features/orders/components/car-sale-create-form';
import { getServerApi } from '@/lib/api/server';
import { errorStatus } from '@/lib/api/http-client';
import type { CarDetail } from '@/lib/contract/cars';
import { parseOptionalRouteId } from '@/lib/route-id';

type Params = Promise<{ id?: string[] }>;

export const metadata: Metadata = { title: 'New Car Sale', robots: { index: false } };

async function loadListing(id: number): Promise<CarDetail | null> {
  try {
    return await getCar(id, await getServerApi());
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/** A listing's car as the form's text; a VIN the API would refuse (a JDM chassis number) is left for staff to type. */
function prefillOf(car: CarDetail): CarSalePrefill {
  const state = car.country === 'US' ? /,\s*([A-Z]{2})$/.exec(car.location)?.[1] : undefined;
  return {
    vin: car.vin && car.vin.length === 17 ? car.vin : '',
    year: String(car.year),
    make: car.make_name,
    model: car.model_name,
    trim: car.trim_name,
    color: car.exterior_color,
    sale_price: String(car.price),
    ...(state ? { dealer_state: state } : {}),
  };
}

export default async function ShippingDashboardCarSalesNewPage({ params }: { params: Params }) {
  const route = parseOptionalRouteId((await params).id);
  const user = await requirePageAccess(`/shipping-dashboard/car-sales/new/${route?.id ?? ''}`);
  if (route === null) notFound();
  const listing = route.id === null ? null : await loadListing(route.id);
  if (route.id !== null && !listing) notFound();

  return (
    <div className="space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">New car sale</h1>
        <p className="mt-1 text-sm text-gray-600">
          {listing
            ? `From the listing ${listing.vehicle_name}: check the details, choose the customer and save.`
            : 'Record a car sold to a customer. Its summary report is made with it, at stage Purchased.'}
        </p>
      </div>
      <CarSaleCreateForm
        prefill={listing ? prefillOf(listing) : undefined}
        listingId={listing?.id ?? null}
        superuser={user.is_superuser}
      />
    </div>
  );
}
