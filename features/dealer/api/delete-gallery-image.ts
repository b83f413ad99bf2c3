// DELETE /api/dealer/cargallery/{id}/delete/: removes a photo from a listing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { dealerKeys } from './dealer-keys';

export async function deleteGalleryImage(id: number, client: ApiClient = api): Promise<void> {
  await client.delete(`/api/dealer/cargallery/${id}/delete/`);
}

export function useDeleteGalleryImage(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteGalleryImage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.car(carId) }),
  });
}
