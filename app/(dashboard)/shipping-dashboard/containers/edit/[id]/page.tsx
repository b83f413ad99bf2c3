// /shipping-dashboard/containers/edit/{id}: a superuser edits a container's booking and dates, adds cars to it, or
// deletes it (its cars stay, without a container).
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { ContainerCarsPicker } from '@/features/orders/components/container-cars-picker';
import { ContainerForm } from '@/features/orders/components/container-form';
import { DeleteRecordButton } from '@/features/orders/components/delete-record-button';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseRouteId } from '@/lib/route-id';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requirePageAccess('/shipping-dashboard/containers/');
  const id = parseRouteId((await params).id);
  const record = id === null ? null : await loadOrderRecord('containers', id);
  return { title: record ? `Edit container ${record.container_number}` : 'Edit Container', robots: { index: false } };
}

export default async function ShippingDashboardContainersEditDetailPage({ params }: { params: Params }) {
  // Spec §6: superusers only; everyone else goes home.
  await requirePageAccess('/shipping-dashboard/containers/');
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  const container = await loadOrderRecord('containers', id);
  if (!container) notFound();
  const cars = container.cars.length;

  return (
    <HydrationBoundary state={recordCacheState('containers', id, container)}>
      <div className="space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold text-gray-900">Edit container {container.container_number}</h1>
            <p className="mt-1 text-sm text-gray-600">
              A new ETD or ETA shows at once on the timelines of the {cars} {cars === 1 ? 'car' : 'cars'} inside.
            </p>
          </div>
          <DeleteRecordButton
            kind="containers"
            id={container.id}
            updatedAt={container.updated_at}
            name={`container ${container.container_number}`}
            consequence={`Its notes and files go with it; the ${cars} ${cars === 1 ? 'car' : 'cars'} inside keep their loading records and shippings, without a container.`}
            listHref="/shipping-dashboard/containers/"
          />
        </div>
        <ContainerForm container={container} />
        <ContainerCarsPicker containerId={container.id} />
      </div>
    </HydrationBoundary>
  );
}
