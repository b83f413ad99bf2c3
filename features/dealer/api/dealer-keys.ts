// Query keys of the dealer feature's reads, from one factory so server prefetch and client hooks agree.
import type { DealerCarListQuery } from '@/lib/contract/dealer';

export type DealerCarsParams = DealerCarListQuery & { page: number };

export const dealerKeys = {
  all: ['dealer'] as const,
  lists: () => [...dealerKeys.all, 'cars'] as const,
  cars: (params: DealerCarsParams) => [...dealerKeys.lists(), params] as const,
  car: (id: number) => [...dealerKeys.all, 'car', id] as const,
  options: () => [...dealerKeys.all, 'car-options'] as const,
};
