// POST /api/usermgmt/remove-car-from-saved-list/: takes a car off the signed-in user's list (idempotent).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { SavedCarResponse } from '@/lib/contract/cars';
import { markSaved } from './mark-saved';

export async function removeCarFromSavedList(carId: number, client: ApiClient = api): Promise<SavedCarResponse> {
  const { data } = await client.post<SavedCarResponse>('/api/usermgmt/remove-car-from-saved-list/', { car_id: carId });
  return data;
}

export function useRemoveCarFromSavedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => removeCarFromSavedList(carId),
    onSuccess: (result) => markSaved(queryClient, result),
  });
}
