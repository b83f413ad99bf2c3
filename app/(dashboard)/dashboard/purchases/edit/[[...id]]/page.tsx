// /dashboard/purchases/edit/{id?}: staff edit one purchase (superusers only, spec §6); without an id, a pointer to
// the list to choose one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { PurchaseEditForm } from '@/features/orders/components/purchase-edit-form';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord } from '@/features/orders/components/record-loader';
import { parseOptionalRouteId } from '@/lib/route-id';

type Params = Promise<{ id?: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/dashboard/purchases/');
  const route = parseOptionalRouteId((await params).id);
  const purchase = route?.id ? await loadOrderRecord('carspurchased', route.id) : null;
  return { title: purchase ? `Edit purchase: ${carName(purchase.car)}` : 'Edit Purchase', robots: { index: false } };
}

export default async function DashboardPurchasesEditPage({ params }: { params: Params }) {
  // Spec §6: superusers only; anyone else gets the explanation page (decision 051).
  await requirePageAccess('/dashboard/purchases/');
  const route = parseOptionalRouteId((await params).id);
  if (route === null) notFound();
  if (route.id === null) return <ChoosePurchase />;
  const purchase = await loadOrderRecord('carspurchased', route.id);
  if (!purchase) notFound();

  return (
    <div className="space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Edit purchase</h1>
        <p className="mt-1 text-sm text-gray-600">
          {carName(purchase.car)} · VIN <span className="font-mono">{purchase.car.vin}</span>
        </p>
      </div>
      <PurchaseEditForm purchase={purchase} />
    </div>
  );
}

function ChoosePurchase() {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">Edit purchase</h1>
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="font-semibold text-gray-900">Choose a purchase to edit.</p>
        <p className="mt-1 text-gray-600">Open a purchase from the list, then choose Edit purchase.</p>
        <Link href="/dashboard/purchases/" className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Go to purchases
        </Link>
      </div>
    </div>
  );
}
