// GET /api/cars/search/suggestions/?q=: car names matching typed text, for the search box.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { suggestionListSchema, type CarSuggestion } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

export async function getCarSuggestions(q: string, client: AxiosInstance = api): Promise<CarSuggestion[]> {
  const { data } = await client.get('/api/cars/search/suggestions/', { params: { q } });
  return suggestionListSchema.parse(data);
}

export const getCarSuggestionsQueryOptions = (q: string, client?: AxiosInstance) =>
  queryOptions({
    queryKey: carKeys.suggestions(q),
    queryFn: () => getCarSuggestions(q, client),
    // Spec §5: blank text never reaches the API.
    enabled: q.trim() !== '',
    staleTime: 5 * 60_000,
  });

export const useCarSuggestions = (q: string) => useQuery(getCarSuggestionsQueryOptions(q));
