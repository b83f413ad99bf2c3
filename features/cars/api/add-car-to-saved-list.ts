// POST /api/usermgmt/add-car-to-saved-list/: saves a car to the signed-in user's list (saving twice is harmless).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { savedCarResponseSchema, type SavedCarResponse } from '@/lib/contract/cars';
import { markSaved } from './mark-saved';

export async function addCarToSavedList(carId: number, client: AxiosInstance = api): Promise<SavedCarResponse> {
  const { data } = await client.post('/api/usermgmt/add-car-to-saved-list/', { car_id: carId });
  return savedCarResponseSchema.parse(data);
}

export function useAddCarToSavedList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => addCarToSavedList(carId),
    onSuccess: (result) => markSaved(queryClient, result),
  });
}
