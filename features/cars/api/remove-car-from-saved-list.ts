// POST /api/usermgmt/remove-car-from-saved-list/: takes a car off the signed-in user's list (idempotent).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { savedCarResponseSchema, type SavedCarResponse } from '@/lib/contract/cars';
import { markSaved } from './mark-saved';

export async function removeCarFromSavedList(carId: number, client: AxiosInstance = api): Promise<SavedCarResponse> {
  const { data } = await client.post('/api/usermgmt/remove-car-from-saved-list/', { car_id: carId });
  return savedCarResponseSchema.parse(data);
}

export function useRemoveCarFromSavedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => removeCarFromSavedList(carId),
    onSuccess: (result) => markSaved(queryClient, result),
  });
}
