// POST /api/usermgmt/add-car-to-saved-list/: saves a car to the signed-in user's list (saving twice is harmless).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { SavedCarResponse } from '@/lib/contract/cars';
import { markSaved } from './mark-saved';

export async function addCarToSavedList(carId: number, client: ApiClient = api): Promise<SavedCarResponse> {
  const { data } = await client.post<SavedCarResponse>('/api/usermgmt/add-car-to-saved-list/', { car_id: carId });
  return data;
}

export function useAddCarToSavedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => addCarToSavedList(carId),
    onSuccess: (result) => markSaved(queryClient, result),
  });
}
