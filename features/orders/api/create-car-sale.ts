// POST /api/v2/orders/carsales/create/ (staff): a new car sale; every car-sale and summary list is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarSale } from '@/lib/contract/orders';
import type { carSaleCreateSchema } from '@/lib/contract/orders-create';
import { orderKeys } from './order-keys';

export type CarSaleCreateBody = z.output<typeof carSaleCreateSchema>;

export async function createCarSale(body: CarSaleCreateBody, client: ApiClient = api): Promise<CarSale> {
  const { data } = await client.post<CarSale>('/api/v2/orders/carsales/create/', body);
  return data;
}

export function useCreateCarSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarSaleCreateBody) => createCarSale(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.kind('carsales') });
      await queryClient.invalidateQueries({ queryKey: orderKeys.kind('summaryreports') });
    },
  });
}
