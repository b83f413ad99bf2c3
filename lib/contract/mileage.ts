// A listing's odometer unit and its conversions: one rule for the dealer form, the API's cards and the mileage filter
// of mixed lists (decisions 046 and 052). Free of zod, so page code can import it cheaply.
import type { MileageUnit } from './car-options';
import { INT_MAX, INT_MIN } from './ids';

export const KM_PER_MILE = 1.609344;

/** The unit a listing keeps its mileage in: boats engine hours, cars in Cambodia km, US and Canadian cars miles. */
export const listingMileageUnit = (car: { country: string; vehicle_type: string }): MileageUnit =>
  car.vehicle_type === 'boat' ? 'h' : car.country === 'KH' ? 'km' : 'mi';

/** A reading in another unit, rounded to a whole number as the cards print it (hours are never converted). */
export function convertMileage(value: number, from: MileageUnit, to: MileageUnit): number {
  if (from === to || from === 'h' || to === 'h') return value;
  return Math.round(from === 'km' ? value / KM_PER_MILE : value * KM_PER_MILE);
}

/**
 * The bound in `unit` that a whole reading must meet to read as at most (`lte`) or at least (`gte`) `km` kilometres
 * once converted as the cards print it: `42,100 mi (67,753 km)` is within "at most 67,753 km". Lets a query compare
 * each listing's own number with a bound in its unit, so the mileage index still serves it.
 */
export function mileageBoundIn(unit: 'km' | 'mi', lookup: 'gte' | 'lte', km: number): number {
  // Kept within PostgreSQL's integer range (readings are integers): the loops below then take a step or two.
  const target = Math.min(INT_MAX, Math.max(INT_MIN, lookup === 'lte' ? Math.floor(km) : Math.ceil(km)));
  if (unit === 'km') return target;
  const inKm = (miles: number) => convertMileage(miles, 'mi', 'km');
  if (lookup === 'lte') {
    // The largest m with round(m × 1.609344) ≤ target; the estimate is off by at most one either way.
    let m = Math.ceil((target + 0.5) / KM_PER_MILE) - 1;
    while (inKm(m + 1) <= target) m++;
    while (inKm(m) > target) m--;
    return m;
  }
  // The smallest m with round(m × 1.609344) ≥ target.
  let m = Math.ceil((target - 0.5) / KM_PER_MILE);
  while (inKm(m - 1) >= target) m--;
  while (inKm(m) < target) m++;
  return m + 0; // never -0 (Math.ceil(-0.3))
}
