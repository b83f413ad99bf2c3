// DELETE /api/dealer/cars/{id}/delete/: removes one of the dealer's listings and its pictures.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { dealerKeys } from './dealer-keys';

export async function deleteDealerCar(id: number, client: ApiClient = api): Promise<void> {
  await client.delete(`/api/dealer/cars/${id}/delete/`);
}

export function useDeleteDealerCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDealerCar(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.lists() }),
  });
}
