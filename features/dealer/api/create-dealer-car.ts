// POST /api/dealer/cars/create/: lists a new car for the signed-in dealer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarDetail } from '@/lib/contract/cars';
import type { DealerCarCreate } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function createDealerCar(body: DealerCarCreate, client: ApiClient = api): Promise<CarDetail> {
  const { data } = await client.post<CarDetail>('/api/dealer/cars/create/', body);
  return data;
}

export function useCreateDealerCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealerCarCreate) => createDealerCar(body),
    onSuccess: (car) => {
      queryClient.setQueryData(dealerKeys.car(car.id), car);
      return queryClient.invalidateQueries({ queryKey: dealerKeys.lists() });
    },
  });
}
