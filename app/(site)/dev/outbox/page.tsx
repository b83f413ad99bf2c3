// /dev/outbox: the e-mails and SMS the API wrote, for finishing flows locally and in e2e tests; a 404 wherever
// the API does not offer the outbox (production without DEV_OUTBOX).
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getOutboxQueryOptions } from '@/features/auth/api/get-outbox';
import { OutboxList } from '@/features/auth/components/outbox-list';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { errorStatus } from '@/lib/api/http-client';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

export default async function DevOutboxPage() {
  const queryClient = makeQueryClient();
  try {
    await queryClient.fetchQuery(getOutboxQueryOptions(await getServerApi()));
  } catch (error) {
    if (errorStatus(error) === 404) notFound();
    throw error;
  }
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Outbox</h1>
      <p className="mt-1 text-sm text-gray-600">
        E-mails and text messages the site has sent, newest first. This page refreshes itself every few seconds.
      </p>
      <div className="mt-6">
        <HydrationBoundary state={dehydrate(queryClient)}>
          <OutboxList />
        </HydrationBoundary>
      </div>
    </section>
  );
}
