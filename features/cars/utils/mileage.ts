// A listing's odometer in words people read: km in Cambodia, miles with km beside them for US and Canadian
// cars, engine hours for boats (decision 046).
import type { MileageUnit } from '@/lib/contract/car-options';
import { convertMileage } from '@/lib/contract/mileage';

const plain = new Intl.NumberFormat('en-US');

/** 42100 mi → `42,100 mi (67,753 km)`; 67750 km → `67,750 km`; 1 h → `1 hour`, 320 h → `320 hours`. */
export function formatMileage(value: number, unit: MileageUnit): string {
  if (unit === 'h') return `${plain.format(value)} ${value === 1 ? 'hour' : 'hours'}`;
  if (unit === 'km') return `${plain.format(value)} km`;
  return `${plain.format(value)} mi (${plain.format(convertMileage(value, 'mi', 'km'))} km)`;
}

/** The name of the figure: a boat's engine hours, a car's mileage. */
export const mileageLabel = (unit: MileageUnit): string => (unit === 'h' ? 'Engine hours' : 'Mileage');
