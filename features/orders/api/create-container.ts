// POST /api/v2/orders/containers/create/ (superusers): a new container booking; the container lists refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Container } from '@/lib/contract/orders';
import type { ContainerCreate } from '@/lib/contract/orders-create';
import { orderKeys } from './order-keys';

export async function createContainer(body: ContainerCreate, client: ApiClient = api): Promise<Container> {
  const { data } = await client.post<Container>('/api/v2/orders/containers/create/', body);
  return data;
}

export function useCreateContainer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContainerCreate) => createContainer(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.kind('containers') }),
  });
}
