// GET /api/dealer/car-options/: the add-a-car form's lists (the car filters' values), year bounds and usual country.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { DealerCarOptions } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function getDealerCarOptions(client: ApiClient = api): Promise<DealerCarOptions> {
  const { data } = await client.get<DealerCarOptions>('/api/dealer/car-options/');
  return data;
}

export const getDealerCarOptionsQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: dealerKeys.options(),
    queryFn: () => getDealerCarOptions(client),
    // New makes and colours appear as listings do; a form open for a while need not follow them.
    staleTime: 5 * 60_000,
  });

export const useDealerCarOptions = () => useQuery(getDealerCarOptionsQueryOptions());
