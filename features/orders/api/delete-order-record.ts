// DELETE /api/v2/orders/{carsales|containers}/{id}/delete/: staff delete a car sale (with every record of the car),
// superusers a container (its cars stay, without it). Other kinds' lists show the change, so all orders refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { orderKeys } from './order-keys';

export type DeletableOrderKind = 'carsales' | 'containers';

/** `updated_at`: the record as it was shown; changed since, the API answers 409 and deletes nothing. */
export async function deleteOrderRecord(
  kind: DeletableOrderKind,
  id: number,
  updatedAt?: string,
  client: ApiClient = api,
): Promise<void> {
  await client.delete(`/api/v2/orders/${kind}/${id}/delete/`, { params: { updated_at: updatedAt } });
}

export function useDeleteOrderRecord(kind: DeletableOrderKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updatedAt }: { id: number; updatedAt?: string }) => deleteOrderRecord(kind, id, updatedAt),
    onSuccess: (_, { id }) => {
      // The deleted record's own page must not refetch it (a 404): drop it, then refresh the rest.
      queryClient.removeQueries({ queryKey: orderKeys.detail(kind, id) });
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
