// POST /api/dealer/cars/{id}/mark-sold/: the dealer (or staff) marks a listing sold.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarDetail } from '@/lib/contract/cars';
import { dealerKeys } from './dealer-keys';

export async function markDealerCarSold(id: number, client: ApiClient = api): Promise<CarDetail> {
  const { data } = await client.post<CarDetail>(`/api/dealer/cars/${id}/mark-sold/`);
  return data;
}

export function useMarkDealerCarSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markDealerCarSold(id),
    onSuccess: (car) => {
      queryClient.setQueryData(dealerKeys.car(car.id), car);
      return queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    },
  });
}
