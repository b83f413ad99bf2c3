// POST /api/dealer/carvideo/create/ and PUT /api/dealer/carvideo/{car id}/update/: a listing's YouTube video.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { CarVideo } from '@/lib/contract/dealer';
import { dealerKeys } from './dealer-keys';

/** The first video of a listing is created, a later one replaces it. */
export async function setCarVideo(
  carId: number,
  videoUrl: string,
  replace: boolean,
  client: ApiClient = api,
): Promise<CarVideo> {
  const { data } = replace
    ? await client.put<CarVideo>(`/api/dealer/carvideo/${carId}/update/`, { video_url: videoUrl })
    : await client.post<CarVideo>('/api/dealer/carvideo/create/', { car: carId, video_url: videoUrl });
  return data;
}

export function useSetCarVideo(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoUrl, replace }: { videoUrl: string; replace: boolean }) =>
      setCarVideo(carId, videoUrl, replace),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealerKeys.car(carId) }),
  });
}
