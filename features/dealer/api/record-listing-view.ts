// POST /api/car/{id}/view/: counts a car page view for the dealer's "views" (fire and forget).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';

export async function recordListingView(carId: number, client: ApiClient = api): Promise<void> {
  await client.post(`/api/car/${carId}/view/`);
}

export const useRecordListingView = () => useMutation({ mutationFn: (carId: number) => recordListingView(carId) });
