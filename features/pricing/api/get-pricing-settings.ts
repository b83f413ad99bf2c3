// GET /api/pricing/settings/: the riel rate and the landed-cost rates (anyone; staff change them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PricingSettings } from '@/lib/contract/pricing';
import { pricingKeys } from './pricing-keys';

/** Rates change a few times a year: a page keeps its copy for five minutes. */
export const PRICING_STALE_MS = 5 * 60 * 1000;

export async function getPricingSettings(client: ApiClient = api): Promise<PricingSettings> {
  const { data } = await client.get<PricingSettings>('/api/pricing/settings/');
  return data;
}

export const getPricingSettingsQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: pricingKeys.settings(),
    queryFn: () => getPricingSettings(client),
    staleTime: PRICING_STALE_MS,
  });

export const usePricingSettings = () => useQuery(getPricingSettingsQueryOptions());
