// A car's VIN in short, and finding a car among the cached records when a socket event names only its car sale.
import type { QueryClient } from '@tanstack/react-query';
import type { RecordCar } from '@/lib/contract/orders';
import { orderKeys } from '../api/order-keys';

/** `…4821`: the last six characters of the VIN, enough to tell two cars apart. */
export const vinTail = (vin: string): string => (vin.length > 6 ? `…${vin.slice(-6)}` : vin);

function isCar(value: unknown): value is RecordCar {
  return typeof value === 'object' && value !== null && 'car_sale_id' in value && 'make' in value;
}

/** Looks through the overview, lists and details in the cache for the car of `carSaleId`. */
export function cachedCar(queryClient: QueryClient, carSaleId: number): RecordCar | null {
  const candidates: unknown[] = [];
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: orderKeys.all })) {
    if (typeof data !== 'object' || data === null) continue;
    const record = data as Record<string, unknown>;
    candidates.push(record.car);
    for (const list of [record.results, record.in_transit, record.activity]) {
      if (Array.isArray(list)) candidates.push(...list.map((item: { car?: unknown }) => item?.car));
    }
  }
  return candidates.find((car): car is RecordCar => isCar(car) && car.car_sale_id === carSaleId) ?? null;
}
