// /shipping-dashboard/towing/edit/{id}: a superuser edits one tow (company, status, pickup, warehouse, dates, price).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { carName, personName } from '@/features/orders/components/record-labels';
import { loadOrderRecord } from '@/features/orders/components/record-loader';
import { TowingEditForm } from '@/features/orders/components/towing-edit-form';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/shipping-dashboard/towing/');
  const id = parseRouteId((await params).id);
  const towing = id === null ? null : await loadOrderRecord('towings', id);
  return { title: towing ? `Edit towing: ${carName(towing.car)}` : 'Edit Towing', robots: { index: false } };
}

export default async function ShippingDashboardTowingEditDetailPage({ params }: { params: Params }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/shipping-dashboard/towing/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const towing = await loadOrderRecord('towings', id);
  if (!towing) notFound();

  return (
    <div className="space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Edit towing</h1>
        <p className="mt-1 text-sm text-gray-600">
          {carName(towing.car)} · VIN <span className="font-mono">{towing.car.vin}</span> · for{' '}
          {personName(towing.customer)}
        </p>
      </div>
      <TowingEditForm towing={towing} />
    </div>
  );
}
