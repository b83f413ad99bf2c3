// POST /api/dealer/cargallery/create/ (multipart car, image): adds a photo to a listing, reporting upload progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { GalleryImage } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

export interface GalleryUpload {
  carId: number;
  file: File;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

export async function createGalleryImage(
  { carId, file, onProgress }: GalleryUpload,
  client: ApiClient = api,
): Promise<GalleryImage> {
  const body = new FormData();
  body.append('car', String(carId));
  body.append('image', file);
  const { data } = await client.post<GalleryImage>('/api/dealer/cargallery/create/', body, {
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}

export function useCreateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: GalleryUpload) => createGalleryImage(upload),
    onSuccess: (image) => queryClient.invalidateQueries({ queryKey: dealerKeys.car(image.car) }),
  });
}
