// Used parts over the make → year → model → engine → category → sub-category cascade, their pictures, the vehicles
// each fits, and a few orders.
import type { Faker } from '@faker-js/faker';
import { PART_CONDITIONS } from '@/lib/contract/parts';
import type { partFitments, partImages, partOrders, parts } from '../../db/schema';
import { partImagePath } from '../../media/paths';
import { PART_VARIANTS } from '../../media/part-svg';
import { createFaker, dealerPrice, DOMAIN, pastMoment, reseed, slugify } from '../random';
import type { DemoPeople } from './users';

export type PartRow = typeof parts.$inferInsert & { id: number };
export type PartImageRow = typeof partImages.$inferInsert;
export type PartFitmentRow = typeof partFitments.$inferInsert;
export type PartOrderRow = typeof partOrders.$inferInsert & { id: number };

/**
 * One generation of a vehicle we strip for parts: make, model, model years, engines (real codes), and the make's
 * part-number pattern (# digit, ? letter). The makes and models people in Cambodia import.
 */
const GENERATIONS: [make: string, model: string, years: number[], engines: string[], partNumber: string][] = [
  ['Toyota', 'Camry', [2012, 2014, 2015, 2016, 2017], ['2AR-FE 2.5L I4', '2GR-FE 3.5L V6'], '#####-?####'],
  ['Toyota', 'Camry', [2018, 2019, 2020, 2021], ['A25A-FKS 2.5L I4', '2GR-FKS 3.5L V6'], '#####-?####'],
  ['Toyota', 'Prius', [2010, 2012, 2014, 2015], ['2ZR-FXE 1.8L I4 Hybrid'], '#####-?####'],
  ['Toyota', 'Prius', [2016, 2018, 2020], ['2ZR-FXE 1.8L I4 Hybrid'], '#####-?####'],
  ['Toyota', 'Highlander', [2014, 2015, 2016, 2017, 2019], ['2GR-FE 3.5L V6', '1AR-FE 2.7L I4'], '#####-?####'],
  ['Toyota', 'RAV4', [2013, 2014, 2016, 2018], ['2AR-FE 2.5L I4'], '#####-?####'],
  ['Toyota', 'RAV4', [2019, 2020, 2021], ['A25A-FKS 2.5L I4'], '#####-?####'],
  ['Toyota', 'Tacoma', [2016, 2018, 2020, 2022], ['2GR-FKS 3.5L V6', '2TR-FE 2.7L I4'], '#####-?####'],
  ['Toyota', 'Land Cruiser', [2008, 2010, 2012, 2014, 2016, 2018, 2020], ['3UR-FE 5.7L V8'], '#####-?####'],
  ['Lexus', 'RX 350', [2010, 2012, 2014, 2015], ['2GR-FE 3.5L V6'], '#####-?####'],
  ['Lexus', 'RX 350', [2016, 2018, 2020, 2022], ['2GR-FKS 3.5L V6'], '#####-?####'],
  ['Lexus', 'ES 350', [2013, 2015, 2017, 2018], ['2GR-FE 3.5L V6'], '#####-?####'],
  ['Lexus', 'LX 570', [2010, 2013, 2016, 2018, 2020], ['3UR-FE 5.7L V8'], '#####-?####'],
  ['Lexus', 'GX 460', [2010, 2013, 2015, 2018, 2020], ['1UR-FE 4.6L V8'], '#####-?####'],
  ['Honda', 'CR-V', [2012, 2014, 2016], ['K24Z 2.4L I4'], '#####-???-A##'],
  ['Honda', 'CR-V', [2017, 2019, 2021], ['L15B7 1.5L I4 Turbo'], '#####-???-A##'],
  ['Honda', 'Civic', [2012, 2014, 2015], ['R18Z 1.8L I4'], '#####-???-A##'],
  ['Honda', 'Civic', [2016, 2018, 2020], ['K20C2 2.0L I4', 'L15B7 1.5L I4 Turbo'], '#####-???-A##'],
  ['Honda', 'Accord', [2013, 2015, 2017], ['K24W 2.4L I4', 'J35Y 3.5L V6'], '#####-???-A##'],
  ['Hyundai', 'Tucson', [2016, 2018, 2020], ['G4NA 2.0L I4', 'G4FJ 1.6L I4 Turbo'], '#####-?####'],
  ['Hyundai', 'Santa Fe', [2013, 2016, 2019], ['G4KJ 2.4L I4', 'G6DH 3.3L V6'], '#####-?####'],
  ['Ford', 'Ranger', [2012, 2015, 2018], ['P5AT 3.2L I5 Diesel', 'P4AT 2.2L I4 Diesel'], '??#Z-#####-?'],
  ['Ford', 'Ranger', [2019, 2021, 2022], ['YN2S 2.0L I4 Bi-Turbo Diesel'], '??#Z-#####-?'],
  ['Mitsubishi', 'Pajero Sport', [2016, 2018, 2020], ['4N15 2.4L I4 Diesel'], '####?###'],
  ['Mitsubishi', 'Triton', [2015, 2017, 2019], ['4N15 2.4L I4 Diesel'], '####?###'],
  ['Nissan', 'Navara', [2015, 2017, 2020], ['YS23DDT 2.3L I4 Diesel'], '#####-?####'],
  ['Nissan', 'X-Trail', [2014, 2017, 2020], ['QR25DE 2.5L I4'], '#####-?####'],
  ['Kia', 'Sorento', [2016, 2018, 2020], ['G4KJ 2.4L I4', 'G6DH 3.3L V6'], '#####-?####'],
  ['Kia', 'Sportage', [2017, 2019, 2021], ['G4NA 2.0L I4'], '#####-?####'],
  ['Mercedes-Benz', 'C 300', [2015, 2017, 2019], ['M274 2.0L I4 Turbo'], 'A### ### ## ##'],
  ['Land Rover', 'Range Rover Sport', [2014, 2017, 2019], ['306PS 3.0L V6 S/C'], '??# ###'],
];

/** [category, sub-category, part name, price range in USD]. Categories are the picture categories (part-icons.ts). */
const CATALOGUE: [string, string, string, number, number][] = [
  ['Engine', 'Engine Assembly', 'Engine Long Block', 1400, 4800],
  ['Engine', 'Forced Induction', 'Turbocharger', 450, 1600],
  ['Engine', 'Ignition', 'Ignition Coil Set', 60, 220],
  ['Engine', 'Intake', 'Throttle Body', 90, 320],
  ['Engine', 'Intake', 'Mass Air Flow Sensor', 45, 160],
  ['Engine', 'Engine Assembly', 'Cylinder Head', 350, 1200],
  ['Cooling', 'Radiator', 'Radiator', 90, 380],
  ['Cooling', 'Water Pump', 'Water Pump', 60, 240],
  ['Cooling', 'Fans', 'Cooling Fan Assembly', 80, 300],
  ['Electrical', 'Charging', 'Alternator', 110, 420],
  ['Electrical', 'Starting', 'Starter Motor', 80, 300],
  ['Electrical', 'Modules', 'Engine Control Module (ECU)', 150, 650],
  ['Brakes', 'Calipers', 'Brake Caliper', 45, 180],
  ['Brakes', 'Rotors', 'Brake Rotor Pair', 60, 220],
  ['Brakes', 'ABS', 'ABS Pump Module', 180, 700],
  ['Lighting', 'Headlights', 'Headlight Assembly', 120, 900],
  ['Lighting', 'Tail Lights', 'Tail Light Assembly', 70, 420],
  ['Lighting', 'Fog Lights', 'Fog Light', 30, 120],
  ['Body', 'Mirrors', 'Side Mirror', 60, 380],
  ['Body', 'Bumpers', 'Front Bumper Cover', 150, 650],
  ['Body', 'Panels', 'Hood', 180, 700],
  ['Body', 'Panels', 'Front Fender', 90, 380],
  ['Body', 'Grilles', 'Front Grille', 70, 450],
  ['Suspension', 'Struts', 'Strut Assembly', 70, 260],
  ['Suspension', 'Control Arms', 'Lower Control Arm', 45, 190],
  ['Steering', 'Racks', 'Steering Rack', 180, 650],
  ['Steering', 'Pumps', 'Power Steering Pump', 70, 260],
  ['Transmission', 'Transmission Assembly', 'Automatic Transmission', 900, 3200],
  ['Transmission', 'Axles', 'CV Axle', 50, 180],
  ['Transmission', 'Transfer Cases', 'Transfer Case', 380, 1400],
  ['Interior', 'Instrument Panel', 'Instrument Cluster', 90, 420],
  ['Interior', 'Seats', 'Driver Seat', 160, 900],
  ['Interior', 'Infotainment', 'Infotainment Display', 150, 800],
  ['Climate Control', 'AC', 'AC Compressor', 160, 520],
  ['Climate Control', 'AC', 'AC Condenser', 70, 260],
  ['Climate Control', 'Heating', 'Blower Motor', 40, 150],
  ['Exhaust', 'Catalytic Converters', 'Catalytic Converter', 250, 1100],
  ['Exhaust', 'Mufflers', 'Muffler', 60, 260],
  ['Wheels & Tires', 'Wheels', 'Alloy Wheel', 90, 450],
  ['Wheels & Tires', 'Tires', 'Tire Set (4)', 240, 900],
];

/** Parts of these categories belong to the engine: they fit every vehicle with the same engine in nearby years. */
const ENGINE_BOUND = new Set(['Engine', 'Cooling', 'Electrical', 'Transmission', 'Climate Control', 'Exhaust']);

const WAREHOUSE = { seller_name: 'Phnom Penh Warehouse', seller_location: 'Phnom Penh, Cambodia' };
const US_DEALERS = [
  { seller_name: 'Desert Auto Parts', seller_location: 'Phoenix, Arizona, USA' },
  { seller_name: 'Bay Area Auto Recyclers', seller_location: 'Hayward, California, USA' },
  { seller_name: 'Lone Star Used Parts', seller_location: 'Houston, Texas, USA' },
  { seller_name: 'Garden State Auto Salvage', seller_location: 'Newark, New Jersey, USA' },
  { seller_name: 'Peach State Parts', seller_location: 'Atlanta, Georgia, USA' },
  { seller_name: 'Evergreen Auto Dismantlers', seller_location: 'Tacoma, Washington, USA' },
];

const TARGET = 3000;
const MAX_FITS = 6;

interface Vehicle {
  make: string;
  model: string;
  year: number;
  engine: string;
  pattern: string;
}

const VEHICLES: Vehicle[] = GENERATIONS.flatMap(([make, model, years, engines, pattern]) =>
  years.flatMap((year) => engines.map((engine) => ({ make, model, year, engine, pattern }))),
);

const [USED, REMANUFACTURED, NEW] = PART_CONDITIONS;

function condition(faker: Faker): string {
  return faker.helpers.weightedArrayElement([
    { value: USED, weight: 75 },
    { value: REMANUFACTURED, weight: 15 },
    { value: NEW, weight: 10 },
  ]);
}

/** Every vehicle the part also fits: engine parts by engine, the rest by model, within a few model years. */
function fitsOf(vehicle: Vehicle, category: string): Vehicle[] {
  const sameEngine = ENGINE_BOUND.has(category);
  return VEHICLES.filter(
    (v) =>
      Math.abs(v.year - vehicle.year) <= 3 &&
      (sameEngine ? v.engine === vehicle.engine : v.make === vehicle.make && v.model === vehicle.model),
  )
    .sort((a, b) => Number(b === vehicle) - Number(a === vehicle) || b.year - a.year)
    .slice(0, MAX_FITS);
}

export function buildParts(now: Date): PartRow[] {
  const faker = createFaker();
  const rows: PartRow[] = [];
  VEHICLES.forEach((vehicle, v) => {
    reseed(faker, DOMAIN.parts, v);
    // Spread TARGET parts as evenly as whole numbers allow.
    const count = Math.floor(((v + 1) * TARGET) / VEHICLES.length) - Math.floor((v * TARGET) / VEHICLES.length);
    const picks = Array.from({ length: count }, () => faker.helpers.arrayElement(CATALOGUE));
    for (const [category, sub, name, low, high] of picks) {
      const cond = condition(faker);
      const price = dealerPrice(
        faker.number.int({ min: low, max: high }) * (cond === NEW ? 1.6 : cond === REMANUFACTURED ? 1.25 : 1),
      );
      const fromUs = faker.datatype.boolean({ probability: 0.25 });
      const seller = fromUs ? faker.helpers.arrayElement(US_DEALERS) : WAREHOUSE;
      // One in twenty is sold out but stays listed, as the shop keeps it for the next donor car.
      const stock = faker.datatype.boolean({ probability: 0.05 })
        ? 0
        : faker.number.int({ min: 1, max: cond === USED ? 3 : 8 });
      rows.push({
        id: rows.length + 1,
        make: vehicle.make,
        year: vehicle.year,
        model: vehicle.model,
        engine: vehicle.engine,
        category,
        sub_category: sub,
        name,
        part_number: faker.helpers.replaceSymbols(vehicle.pattern),
        condition: cond,
        price,
        stock,
        image: partImagePath(slugify(category), faker.number.int({ min: 1, max: PART_VARIANTS })),
        description:
          `${cond} ${name.toLowerCase()} for the ${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}. ` +
          (cond === USED
            ? 'Removed from a low-mileage donor vehicle and tested before listing. '
            : 'Ready to install, with manufacturer packaging. ') +
          (fromUs
            ? `Ships from ${seller.seller_name} in the United States, about 6 weeks to Phnom Penh.`
            : 'In stock at our Phnom Penh warehouse; 30-day fitment guarantee.'),
        source: fromUs ? 'us dealer' : 'warehouse',
        ...seller,
        created_at: pastMoment(faker, now, 0, 180),
      });
    }
  });
  return rows;
}

/** Each part's gallery (its cover first, then two or three more views) and the vehicles it fits; no randomness. */
export function buildPartDetails(partRows: PartRow[]): { images: PartImageRow[]; fitments: PartFitmentRow[] } {
  const images: PartImageRow[] = [];
  const fitments: PartFitmentRow[] = [];
  const byKey = new Map(VEHICLES.map((v) => [`${v.make}|${v.model}|${v.year}|${v.engine}`, v]));
  for (const part of partRows) {
    const cover = /\/(\d+)\.svg$/.exec(part.image ?? '');
    const first = cover ? Number(cover[1]) : 1;
    const views = 3 + (part.id % 2);
    for (let position = 0; position < views; position++) {
      const variant = ((first - 1 + position) % PART_VARIANTS) + 1;
      images.push({ part_id: part.id, url: partImagePath(slugify(part.category), variant), position });
    }
    const vehicle = byKey.get(`${part.make}|${part.model}|${part.year}|${part.engine}`);
    if (!vehicle) continue;
    for (const fit of fitsOf(vehicle, part.category)) {
      fitments.push({ part_id: part.id, make: fit.make, year: fit.year, model: fit.model, engine: fit.engine });
    }
  }
  return { images, fitments };
}

export function buildPartOrders(people: DemoPeople, partRows: PartRow[], now: Date): PartOrderRow[] {
  const faker = createFaker();
  const buyers = [
    people.customer,
    people.customer,
    people.customer,
    people.customer2,
    people.customer2,
    people.customer2,
    ...people.customers.slice(2, 8),
  ];
  const inStock = partRows.filter((p) => (p.stock ?? 0) > 0);
  return buyers.map((userId, index) => {
    reseed(faker, DOMAIN.parts, 10_000 + index);
    const part = faker.helpers.arrayElement(inStock);
    const placed = pastMoment(faker, now, 1, 90);
    const age = Math.floor((now.getTime() - placed.getTime()) / 86_400_000);
    return {
      id: index + 1,
      user_id: userId,
      part_id: part.id,
      quantity: part.name.startsWith('Tire') ? 1 : faker.number.int({ min: 1, max: 2 }),
      unit_price: part.price,
      status:
        index % 6 === 5
          ? 'cancelled'
          : age > 45
            ? 'delivered'
            : age > 20
              ? 'shipped'
              : age > 5
                ? 'confirmed'
                : 'pending',
      created_at: placed,
    };
  });
}
