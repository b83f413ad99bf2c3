// After a save or unsave: the car page's cached is_saved follows the server's answer and saved lists reload.
import type { QueryClient } from '@tanstack/react-query';
import type { CarDetail, SavedCarResponse } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

export function markSaved(queryClient: QueryClient, result: SavedCarResponse): Promise<void> {
  queryClient.setQueryData<CarDetail>(carKeys.detail(result.car_id), (car) =>
    car ? { ...car, is_saved: result.is_saved } : car,
  );
  return queryClient.invalidateQueries({ queryKey: [...carKeys.all, 'saved'] });
}
