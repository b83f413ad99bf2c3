// /cars/car/add: a dealer lists a car with its photos (Business Accounts and staff); the form's lists prefetched.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { requirePageAccess } from '@/features/auth/server/session-user';
import { getDealerCarOptionsQueryOptions } from '@/features/dealer/api/get-dealer-car-options';
import { DealerCarForm } from '@/features/dealer/components/dealer-car-form';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = { title: 'Add a Car', robots: { index: false } };

export default async function CarsAddPage() {
  await requirePageAccess('/cars/car/add/');
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getDealerCarOptionsQueryOptions(await getServerApi()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold text-gray-900">Add a car</h1>
        <DealerCarForm />
      </div>
    </HydrationBoundary>
  );
}
