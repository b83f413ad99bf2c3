// PUT /api/dealer/cars/{id}/update/: changes one of the dealer's listings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarDetail } from '@/lib/contract/cars';
import type { DealerCarUpdate } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function updateDealerCar(id: number, body: DealerCarUpdate, client: ApiClient = api): Promise<CarDetail> {
  const { data } = await client.put<CarDetail>(`/api/dealer/cars/${id}/update/`, body);
  return data;
}

export function useUpdateDealerCar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealerCarUpdate) => updateDealerCar(id, body),
    onSuccess: (car) => {
      queryClient.setQueryData(dealerKeys.car(car.id), car);
      return queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    },
  });
}
