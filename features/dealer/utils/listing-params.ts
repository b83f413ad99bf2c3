// My listings' URL (`?search=&status=&ordering=&page=`) to the list's parameters; anything unknown is dropped.
import { dealerCarListQuerySchema } from '@/lib/contract/dealer';
import type { DealerCarsParams } from '../api/dealer-keys';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseListingParams(raw: Record<string, string | string[] | undefined>): DealerCarsParams {
  const field = <K extends 'search' | 'status' | 'ordering'>(key: K) => {
    const parsed = dealerCarListQuerySchema.shape[key].safeParse(first(raw[key]) || undefined);
    return parsed.success ? (parsed.data as DealerCarsParams[K]) : undefined;
  };
  const page = Number(first(raw.page));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: field('search') || undefined,
    status: field('status'),
    ordering: field('ordering'),
  };
}
