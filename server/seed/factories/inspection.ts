// Pre-purchase inspection reports: 34 named checks, consistent with the car's age, mileage and history.
import type { Faker } from '@faker-js/faker';
import { addDays, isoDate } from '../random';

export type InspectionFields = Record<string, string | number | boolean | null>;

export interface InspectedCar {
  vin: string;
  year: number;
  mileage: number;
  location: string;
  accidentFree: boolean;
  fuel: string;
}

export const INSPECTORS = [
  'Kevin Morales',
  'Ashley Nguyen',
  'Brian Walker',
  'Sophal Keo',
  'Marcus Reed',
  'Daniel Chhim',
];

const CONDITION = ['Excellent', 'Good', 'Fair'] as const;
const TIRE_BRANDS = ['Michelin', 'Bridgestone', 'Goodyear', 'Continental', 'Pirelli', 'Yokohama', 'Toyo'];

export function buildInspection(faker: Faker, car: InspectedCar, now: Date, ageYears: number): InspectionFields {
  const wear = Math.min(1, car.mileage / 150_000);
  const grade = (rating: number): (typeof CONDITION)[number] => CONDITION[Math.min(2, Math.floor(rating))]!;
  const score = () => faker.number.float({ min: 0, max: 1.2 }) + wear * 1.4;
  const exterior = grade(score() + (car.accidentFree ? 0 : 0.8));
  const interior = grade(score());
  const mechanical = grade(score());
  const tread = Math.max(2, Math.round(10 - wear * 6 - faker.number.float({ min: 0, max: 2 })));
  const pads = Math.max(15, Math.round(95 - wear * 55 - faker.number.int({ min: 0, max: 15 })));
  const battery = Math.max(55, Math.round(100 - Math.min(ageYears, 8) * 4 - faker.number.int({ min: 0, max: 10 })));
  const codes =
    mechanical === 'Fair'
      ? faker.helpers.arrayElement(['P0420 (catalyst efficiency)', 'P0171 (system lean)', 'P0300 (random misfire)'])
      : 'No codes stored';
  const overall = { Excellent: 'A', Good: 'B', Fair: 'C' }[mechanical] + (exterior === 'Excellent' ? '+' : '');
  const electric = car.fuel === 'Electric';

  return {
    inspection_vin: car.vin,
    inspected_by: faker.helpers.arrayElement(INSPECTORS),
    inspected_on: isoDate(addDays(now, -faker.number.int({ min: 1, max: 45 }))),
    inspection_location: car.location,
    odometer: car.mileage,
    overall_grade: overall,
    exterior_condition: exterior,
    interior_condition: interior,
    paint_condition:
      exterior === 'Excellent'
        ? 'Original paint on all panels'
        : faker.helpers.arrayElement(['Light swirl marks', 'Repainted front bumper', 'Minor stone chips on hood']),
    body_damage: car.accidentFree
      ? 'None found'
      : faker.helpers.arrayElement(['Repaired rear bumper', 'Minor dent on passenger door', 'Replaced front fender']),
    rust: ageYears > 12 ? 'Light surface rust on underbody' : 'None',
    glass_condition: faker.helpers.arrayElement([
      'No chips or cracks',
      'No chips or cracks',
      'Small chip on windshield, outside driver view',
    ]),
    tire_brand: faker.helpers.arrayElement(TIRE_BRANDS),
    tread_depth_remaining: `${tread}/32 in`,
    brake_pad_remaining: `${pads}%`,
    brake_rotor_condition: pads < 40 ? 'Worn, replace with pads' : 'Within specification',
    battery_health: `${battery}%`,
    engine_condition: electric ? 'Not applicable (electric)' : mechanical,
    engine_start: electric ? 'Powers on normally' : 'Starts and idles smoothly',
    oil_condition: electric
      ? 'Not applicable (electric)'
      : faker.helpers.arrayElement(['Clean, at full mark', 'Due for change', 'Clean, at full mark']),
    coolant_condition: 'Level and colour normal',
    transmission_condition: mechanical,
    suspension_condition: grade(score()),
    steering_condition: 'Straight, no play',
    exhaust_condition: electric
      ? 'Not applicable (electric)'
      : faker.helpers.arrayElement(['No leaks', 'No leaks', 'Minor leak at flex pipe']),
    ac_system: faker.helpers.arrayElement(['Blows cold', 'Blows cold', 'Weak on passenger side']),
    electrical_system: 'All windows, locks, lights and infotainment working',
    warning_lights: mechanical === 'Fair' ? 'Check engine light on' : 'None',
    obd_codes: codes,
    keys_count: faker.helpers.arrayElement([1, 2, 2, 2]),
    service_records: faker.datatype.boolean({ probability: 0.6 }),
    test_drive: faker.helpers.arrayElement([
      'Drives straight, shifts smoothly',
      'Smooth, quiet at highway speed',
      'Slight vibration under hard braking',
    ]),
    mechanical_comments:
      mechanical === 'Fair'
        ? 'Needs attention before shipping; see codes and brake notes.'
        : 'No mechanical issues found during inspection.',
    cosmetic_comments: exterior === 'Excellent' ? 'Very clean for its age.' : 'Normal wear for the mileage.',
  };
}
