// /shipping-dashboard/loading-record/edit/{id?}: staff edit one loading record (warehouse, port, container, date);
// without an id, a pointer to the list to choose one. Anyone else gets the explanation page (requirePageAccess,
// 403), which links back; a customer reads their own record on its page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess, requireSessionUser } from '@/features/auth/server/session-user';
import { ChooseRecord } from '@/features/orders/components/choose-record';
import { LoadingRecordEditForm } from '@/features/orders/components/loading-record-edit-form';
import { carName, personName } from '@/features/orders/components/record-labels';
import { loadOrderRecord } from '@/features/orders/components/record-loader';
import { parseOptionalRouteId } from '@/lib/route-id';

type Params = Promise<{ id?: string[] }>;

const LIST = '/shipping-dashboard/loading-record/';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requireSessionUser(LIST);
  const route = parseOptionalRouteId((await params).id);
  const record = route?.id ? await loadOrderRecord('loadingrecords', route.id) : null;
  return { title: record ? `Edit loading: ${carName(record.car)}` : 'Edit Loading Record', robots: { index: false } };
}

export default async function ShippingDashboardLoadingRecordEditPage({ params }: { params: Params }) {
  const route = parseOptionalRouteId((await params).id);
  // Staff edit (spec §6).
  await requirePageAccess(`${LIST}edit/${route?.id ? `${route.id}/` : ''}`);
  if (route === null) notFound();
  if (route.id === null) {
    return <ChooseRecord title="Edit loading record" what="loading record" action="Edit" listHref={LIST} />;
  }
  const record = await loadOrderRecord('loadingrecords', route.id);
  if (!record) notFound();

  return (
    <div className="space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Edit loading record</h1>
        <p className="mt-1 text-sm text-gray-600">
          {carName(record.car)} · VIN <span className="font-mono">{record.car.vin}</span> · for{' '}
          {personName(record.customer)}
        </p>
      </div>
      <LoadingRecordEditForm record={record} />
    </div>
  );
}
