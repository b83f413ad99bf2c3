// /shipping-dashboard/car-sales/edit/{id?}: staff edit one car sale, or delete it; without an id, a pointer to the
// list to choose one. Anyone but staff gets the explanation page (requirePageAccess, 403).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requirePageAccess, requireSessionUser } from '@/features/auth/server/session-user';
import { CarSaleEditForm } from '@/features/orders/components/car-sale-edit-form';
import { DeleteRecordButton } from '@/features/orders/components/delete-record-button';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseOptionalRouteId } from '@/lib/route-id';

type Params = Promise<{ id?: string[] }>;
const path = (id: number | null) => `/shipping-dashboard/car-sales/edit/${id ?? ''}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = parseOptionalRouteId((await params).id);
  const user = await requireSessionUser(path(route?.id ?? null));
  const staff = user.is_admin || user.is_superuser;
  const sale = staff && route?.id ? await loadOrderRecord('carsales', route.id) : null;
  return { title: sale ? `Edit car sale: ${carName(sale.car)}` : 'Edit Car Sale', robots: { index: false } };
}

export default async function ShippingDashboardCarSalesEditPage({ params }: { params: Params }) {
  const route = parseOptionalRouteId((await params).id);
  await requirePageAccess(path(route?.id ?? null));
  if (route === null) notFound();
  if (route.id === null) return <ChooseCarSale />;
  const sale = await loadOrderRecord('carsales', route.id);
  if (!sale) notFound();

  return (
    <HydrationBoundary state={recordCacheState('carsales', sale.id, sale)}>
      <div className="space-y-5 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900">Edit car sale</h1>
            <p className="mt-1 text-sm text-gray-600">
              {carName(sale.car)} · {sale.car.id_number}
            </p>
          </div>
          <DeleteRecordButton
            kind="carsales"
            id={sale.id}
            updatedAt={sale.updated_at}
            name="this car sale"
            consequence={`${carName(sale.car)} (${sale.car.id_number}) goes with its purchase, towing, loading record, shipping, summary report, notes and photos; the customer's ledger keeps its entries.`}
            listHref="/shipping-dashboard/car-sales/"
          />
        </div>
        <CarSaleEditForm sale={sale} />
      </div>
    </HydrationBoundary>
  );
}

function ChooseCarSale() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">Edit car sale</h1>
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="font-semibold text-gray-900">Choose a car sale to edit.</p>
        <p className="mt-1 text-gray-600">Open a car order from the list, then choose Edit.</p>
        <Link
          href="/shipping-dashboard/car-sales/"
          className="mt-3 inline-block font-semibold text-primary-700 hover:underline"
        >
          Go to car sales
        </Link>
      </div>
    </div>
  );
}
