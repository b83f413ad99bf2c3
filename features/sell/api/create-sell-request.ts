// POST /api/sell-requests/ (multipart: the car's fields and its photos), reporting upload progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { SELL_REQUEST_FIELDS, type SellRequest, type SellRequestCreate } from '@/lib/contract/sell-requests';
import { sellKeys } from './sell-keys';

export interface SellRequestUpload {
  values: SellRequestCreate;
  photos: File[];
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/** The form body: empty optional values are left out, so the server applies its own defaults. */
export function sellRequestFormData({ values, photos }: Pick<SellRequestUpload, 'values' | 'photos'>): FormData {
  const body = new FormData();
  for (const field of SELL_REQUEST_FIELDS) {
    const value = values[field];
    if (value !== null && value !== undefined && value !== '') body.append(field, String(value));
  }
  for (const photo of photos) body.append('photos', photo);
  return body;
}

export async function createSellRequest(
  { onProgress, ...upload }: SellRequestUpload,
  client: ApiClient = api,
): Promise<SellRequest> {
  const { data } = await client.post<SellRequest>('/api/sell-requests/', sellRequestFormData(upload), {
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}

export function useCreateSellRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: SellRequestUpload) => createSellRequest(upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellKeys.all }),
  });
}
