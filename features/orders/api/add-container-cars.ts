// POST /api/v2/orders/containers/{id}/add-cars/ (superusers): cars into a container. Their loading records,
// shippings, summaries (stage) and car orders change too, so every orders query is fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Container } from '@/lib/contract/orders';
import type { ContainerAddCars } from '@/lib/contract/orders-create';
import { orderKeys } from './order-keys';

export async function addContainerCars(id: number, body: ContainerAddCars, client: ApiClient = api) {
  const { data } = await client.post<Container>(`/api/v2/orders/containers/${id}/add-cars/`, body);
  return data;
}

export function useAddContainerCars(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContainerAddCars) => addContainerCars(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
