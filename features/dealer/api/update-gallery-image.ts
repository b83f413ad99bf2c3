// PUT /api/dealer/cargallery/{id}/update/: moves a listing's photo (position 0 is the cover).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { GalleryImage } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export async function updateGalleryImage(id: number, position: number, client: ApiClient = api): Promise<GalleryImage> {
  const { data } = await client.put<GalleryImage>(`/api/dealer/cargallery/${id}/update/`, { position });
  return data;
}

export function useUpdateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) => updateGalleryImage(id, position),
    onSuccess: (image) => queryClient.invalidateQueries({ queryKey: dealerKeys.car(image.car) }),
  });
}
