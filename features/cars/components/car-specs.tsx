// The car's specifications as a definition table; empty values are left out rather than shown as dashes.
import type { CarDetail } from '@/lib/contract/cars';
import { formatMileage, mileageLabel } from '../utils/mileage';

export function CarSpecs({ car }: { car: CarDetail }) {
  const rows: [string, string | null][] = [
    ['Year', String(car.year)],
    ['Make', car.make_name],
    ['Model', car.model_name],
    ['Trim', car.trim_name],
    ['Body style', car.body_style],
    // A boat's engine hours only when the seller gave them.
    [
      mileageLabel(car.mileage_unit),
      car.mileage_unit === 'h' && car.mileage === 0 ? null : formatMileage(car.mileage, car.mileage_unit),
    ],
    ['Engine', [car.engine_size, car.cylinders ? `${car.cylinders} cylinders` : ''].filter(Boolean).join(', ')],
    ['Transmission', car.transmission],
    ['Drivetrain', car.drivetrain],
    ['Fuel', car.fuel_type],
    ['Exterior colour', car.exterior_color],
    ['Interior colour', car.interior_color],
    [
      'Steering',
      car.steering === 'right' ? 'Right-hand drive' : car.steering === 'left' ? 'Left-hand drive' : car.steering,
    ],
    [car.vin && car.vin.length === 17 ? 'VIN' : 'Chassis number', car.vin],
    ['Lot number', car.lot_number],
    ['Title status', car.title_type],
    ['Damage', car.damage],
    ['Accident free', car.accident_free ? 'Yes' : 'No'],
    ['One owner', car.one_owner ? 'Yes' : 'No'],
  ];
  return (
    <dl className="grid grid-cols-1 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white xs:grid-cols-2 xs:divide-y-0">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-gray-100 px-4 py-2.5 text-sm xs:border-b">
            <dt className="text-gray-500">{label}</dt>
            <dd className="text-right font-medium text-gray-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
