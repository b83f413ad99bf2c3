// PUT /api/v2/orders/{kind}/{id}/update/: staff change any subset of a record's fields; every list and detail of
// the kind is fetched again (a change can move the record between pages and filters).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { OrderRecord, orderUpdateSchemas, UpdatableOrderKind } from '@/lib/contract/orders';
import { orderKeys } from './order-keys';

export type OrderRecordUpdate<K extends UpdatableOrderKind> = z.output<(typeof orderUpdateSchemas)[K]>;

export async function updateOrderRecord<K extends UpdatableOrderKind>(
  kind: K,
  id: number,
  body: OrderRecordUpdate<K>,
  client: ApiClient = api,
): Promise<OrderRecord<K>> {
  const { data } = await client.put<OrderRecord<K>>(`/api/v2/orders/${kind}/${id}/update/`, body);
  return data;
}

export function useUpdateOrderRecord<K extends UpdatableOrderKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrderRecordUpdate<K> }) => updateOrderRecord(kind, id, body),
    // The answer is not written into the cache: the detail refetches with its notes and the viewer's unread ids.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.kind(kind) }),
  });
}
