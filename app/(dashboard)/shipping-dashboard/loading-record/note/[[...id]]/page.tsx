// /shipping-dashboard/loading-record/note/{id?}: a loading record's notes to read and add to (a customer's own
// records; staff every record, with the private thread); without an id, a pointer to the list.
import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { ChooseRecord } from '@/features/orders/components/choose-record';
import { LoadingRecordNotes } from '@/features/orders/components/loading-record-notes';
import { carName } from '@/features/orders/components/record-labels';
import { loadOrderRecord, recordCacheState } from '@/features/orders/components/record-loader';
import { parseOptionalRouteId } from '@/lib/route-id';

type Params = Promise<{ id?: string[] }>;

const LIST = '/shipping-dashboard/loading-record/';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requireSessionUser(LIST);
  const route = parseOptionalRouteId((await params).id);
  const record = route?.id ? await loadOrderRecord('loadingrecords', route.id) : null;
  return { title: record ? `Notes: ${carName(record.car)}` : 'Loading Record Notes', robots: { index: false } };
}

export default async function ShippingDashboardLoadingRecordNotePage({ params }: { params: Params }) {
  // Signed-in users; the API answers a customer with their own records only (another's is a 404).
  await requireSessionUser(LIST);
  const route = parseOptionalRouteId((await params).id);
  if (route === null) notFound();
  if (route.id === null) {
    return <ChooseRecord title="Loading record notes" what="loading record" action="Notes" listHref={LIST} />;
  }
  const record = await loadOrderRecord('loadingrecords', route.id);
  if (!record) notFound();
  return (
    <HydrationBoundary state={recordCacheState('loadingrecords', route.id, record)}>
      <LoadingRecordNotes id={route.id} />
    </HydrationBoundary>
  );
}
