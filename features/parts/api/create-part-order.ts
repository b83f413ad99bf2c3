// POST /api/parts/orders/create/: orders 1–10 of a part; the stock is checked by the API in a transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PartOrder, PartOrderCreate } from '@/lib/contract/parts';
import { partKeys } from './part-keys';

export async function createPartOrder(body: PartOrderCreate, client: ApiClient = api): Promise<PartOrder> {
  const { data } = await client.post<PartOrder>('/api/parts/orders/create/', body);
  return data;
}

export function useCreatePartOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartOrderCreate) => createPartOrder(body),
    // The part's stock and the orders list both changed.
    onSuccess: (order) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partKeys.detail(order.part.id) }),
        queryClient.invalidateQueries({ queryKey: [...partKeys.all, 'orders'] }),
      ]),
  });
}
