// POST /api/dealer/cars/create/: lists a new car for the signed-in dealer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { carDetailSchema, type CarDetail } from '@/lib/contract/cars';
import type { DealerCarCreate } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function createDealerCar(body: DealerCarCreate, client: AxiosInstance = api): Promise<CarDetail> {
  const { data } = await client.post('/api/dealer/cars/create/', body);
  return carDetailSchema.parse(data);
}

export function useCreateDealerCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealerCarCreate) => createDealerCar(body),
    onSuccess: (car) => {
      queryClient.setQueryData(dealerKeys.car(car.id), car);
      return queryClient.invalidateQueries({ queryKey: [...dealerKeys.all, 'cars'] });
    },
  });
}
