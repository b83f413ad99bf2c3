// /cars/car/edit/{id}: a dealer edits one of their own listings and its photos; other dealers' cars are a 404.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { getDealerCarQueryOptions } from '@/features/dealer/api/get-dealer-car';
import { getDealerCarOptionsQueryOptions } from '@/features/dealer/api/get-dealer-car-options';
import { DealerCarEditor } from '@/features/dealer/components/dealer-car-editor';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { parseRouteId } from '@/lib/route-id';
import { errorStatus } from '@/lib/api/http-client';

export const metadata: Metadata = { title: 'Edit Listing', robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ created?: string }> };

export default async function CarsEditPage({ params, searchParams }: Props) {
  const id = parseRouteId((await params).id);
  if (id === null) notFound();
  await requirePageAccess(`/cars/car/edit/${id}/`);
  const queryClient = makeQueryClient();
  const options = getDealerCarQueryOptions(id, await getServerApi());
  const api = await getServerApi();
  await Promise.all([
    queryClient.prefetchQuery(options),
    queryClient.prefetchQuery(getDealerCarOptionsQueryOptions(api)),
  ]);
  const error = queryClient.getQueryState(options.queryKey)?.error;
  if ([403, 404].includes(errorStatus(error) ?? 0)) notFound();

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold text-gray-900">Edit listing</h1>
        <DealerCarEditor carId={id} created={(await searchParams).created === '1'} />
      </div>
    </HydrationBoundary>
  );
}
