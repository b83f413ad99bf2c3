// Server side of pages that show riel prices or the estimate: the rates are fetched with the page, so they render in
// its HTML (no late line). A failed fetch is left to the browser to retry.
import 'server-only';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';
import { getPricingSettingsQueryOptions } from '../api/get-pricing-settings';

export async function PricingPrefetch({ children }: { children: ReactNode }) {
  const queryClient = makeQueryClient();
  await queryClient.prefetchQuery(getPricingSettingsQueryOptions(await getServerApi()));
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
