// /dashboard/outbox: staff see e-mails and SMS that could not be delivered and retry them; anyone else gets the
// explanation page (requirePageAccess, 403).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { getOutboxQueryOptions } from '@/features/outbox/api/get-outbox';
import { OutboxList } from '@/features/outbox/components/outbox-list';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { OUTBOX_STATUSES } from '@/lib/contract/outbox';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false } };

type SearchParams = Promise<{ status?: string | string[]; page?: string | string[] }>;

/** Parked messages by default; `all` (or an unknown value) lists every state. */
function statusParam(raw: string | string[] | undefined): string {
  if (raw === undefined) return 'failed';
  return typeof raw === 'string' && (OUTBOX_STATUSES as readonly string[]).includes(raw) ? raw : '';
}

export default async function DashboardOutboxPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageAccess('/dashboard/outbox/');
  const params = await searchParams;
  const status = statusParam(params.status);
  const page = parseRouteId(typeof params.page === 'string' ? params.page : undefined) ?? 1;
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getOutboxQueryOptions(status, page, await getServerApi()));

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="p-4 sm:p-6">
        <h1 className="mb-1 text-2xl font-bold text-gray-900">Outbox</h1>
        <p className="mb-4 text-sm text-gray-600">
          E-mails and SMS are retried with growing waits; after 8 failed tries a message is parked here until someone
          retries it.
        </p>
        <OutboxList status={status} page={page} />
      </div>
    </HydrationBoundary>
  );
}
