// GET /api/cars/search/suggestions/?q=: car names matching typed text, for the search box.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarSuggestion } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

export async function getCarSuggestions(q: string, client: ApiClient = api): Promise<CarSuggestion[]> {
  const { data } = await client.get<CarSuggestion[]>('/api/cars/search/suggestions/', { params: { q } });
  return data;
}

export const getCarSuggestionsQueryOptions = (q: string, client?: ApiClient) =>
  queryOptions({
    queryKey: carKeys.suggestions(q),
    queryFn: () => getCarSuggestions(q, client),
    // Spec §5: blank text never reaches the API.
    enabled: q.trim() !== '',
    staleTime: 5 * 60_000,
  });

export const useCarSuggestions = (q: string) => useQuery(getCarSuggestionsQueryOptions(q));
