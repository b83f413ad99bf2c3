// /shipping-dashboard/containers/new: a superuser records a container booking; cars are added on its edit page.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { ContainerForm } from '@/features/orders/components/container-form';

export const metadata: Metadata = { title: 'New Container', robots: { index: false } };

export default async function ShippingDashboardContainersNewPage() {
  // Spec §6: superusers only; everyone else goes home.
  await requirePageAccess('/shipping-dashboard/containers/new/');
  return (
    <div className="space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">New container</h1>
        <p className="mt-1 text-sm text-gray-600">Record the booking; once saved, add the cars it carries.</p>
      </div>
      <ContainerForm />
    </div>
  );
}
