// Used parts over the make → year → model → engine → category → sub-category → name cascade, and a few orders.
import type { Faker } from '@faker-js/faker';
import type { partOrders, parts } from '../../db/schema';
import { partImagePath } from '../../media/paths';
import { createFaker, dealerPrice, DOMAIN, pastMoment, reseed, slugify } from '../random';
import type { DemoPeople } from './users';

export type PartRow = typeof parts.$inferInsert & { id: number };
export type PartOrderRow = typeof partOrders.$inferInsert & { id: number };

/** Vehicles we strip for parts: make, model, years, engines, and the make's part-number pattern. */
const DONORS: [make: string, model: string, years: number[], engines: string[], partNumber: string][] = [
  ['Toyota', 'Camry', [2012, 2015, 2018, 2021], ['2.5L I4', '3.5L V6'], '#####-?####'],
  ['Toyota', 'Prius', [2010, 2013, 2017], ['1.8L I4 Hybrid'], '#####-?####'],
  ['Toyota', 'Tacoma', [2016, 2019, 2022], ['3.5L V6', '2.7L I4'], '#####-?####'],
  ['Toyota', 'Land Cruiser', [2010, 2016, 2020], ['5.7L V8'], '#####-?####'],
  ['Lexus', 'RX 350', [2010, 2014, 2017, 2020], ['3.5L V6'], '#####-?####'],
  ['Lexus', 'LX 570', [2013, 2017], ['5.7L V8'], '#####-?####'],
  ['Honda', 'CR-V', [2015, 2018, 2021], ['2.4L I4', '1.5L I4 Turbo'], '#####-???-A##'],
  ['Ford', 'F-150', [2015, 2018, 2021], ['2.7L V6 EcoBoost', '5.0L V8'], '??#Z-#####-?'],
  ['Ford', 'Ranger', [2019, 2022], ['2.3L I4 EcoBoost'], '??#Z-#####-?'],
  ['Hyundai', 'Tucson', [2016, 2019, 2022], ['2.0L I4', '2.5L I4'], '#####-?####'],
  ['Kia', 'Sorento', [2016, 2019, 2021], ['2.4L I4', '3.3L V6'], '#####-?####'],
  ['Chevrolet', 'Silverado 1500', [2016, 2019], ['5.3L V8'], '########'],
];

/** [category, sub-category, part name, price range in USD]. */
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

const TARGET = 400;

function condition(faker: Faker): string {
  return faker.helpers.weightedArrayElement([
    { value: 'Used', weight: 75 },
    { value: 'Remanufactured', weight: 15 },
    { value: 'New (OEM)', weight: 10 },
  ]);
}

export function buildParts(now: Date): PartRow[] {
  const faker = createFaker();
  const fitments = DONORS.flatMap(([make, model, years, engines, pattern]) =>
    years.flatMap((year) => engines.map((engine) => ({ make, model, year, engine, pattern }))),
  );
  const rows: PartRow[] = [];
  fitments.forEach((fit, f) => {
    reseed(faker, DOMAIN.parts, f);
    // Spread TARGET parts as evenly as whole numbers allow.
    const count = Math.floor(((f + 1) * TARGET) / fitments.length) - Math.floor((f * TARGET) / fitments.length);
    for (const [category, sub, name, low, high] of faker.helpers.arrayElements(CATALOGUE, count)) {
      const id = rows.length + 1;
      const cond = condition(faker);
      const price = dealerPrice(
        faker.number.int({ min: low, max: high }) * (cond === 'New (OEM)' ? 1.6 : cond === 'Remanufactured' ? 1.25 : 1),
      );
      const source = faker.datatype.boolean({ probability: 0.25 }) ? 'us dealer' : 'warehouse';
      rows.push({
        id,
        make: fit.make,
        year: fit.year,
        model: fit.model,
        engine: fit.engine,
        category,
        sub_category: sub,
        name,
        part_number: faker.helpers.replaceSymbols(fit.pattern),
        condition: cond,
        price,
        stock: faker.number.int({ min: 1, max: cond === 'Used' ? 3 : 8 }),
        image: partImagePath(slugify(category), faker.number.int({ min: 1, max: 8 })),
        description:
          `${cond} ${name.toLowerCase()} for the ${fit.year} ${fit.make} ${fit.model} ${fit.engine}. ` +
          (cond === 'Used'
            ? 'Removed from a low-mileage donor vehicle and tested before listing. '
            : 'Ready to install, with manufacturer packaging. ') +
          (source === 'us dealer'
            ? 'Ships from a partner dealer in the United States, about 6 weeks to Phnom Penh.'
            : 'In stock at our Phnom Penh warehouse; 30-day fitment guarantee.'),
        source,
        created_at: pastMoment(faker, now, 0, 180),
      });
    }
  });
  return rows;
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
  return buyers.map((userId, index) => {
    reseed(faker, DOMAIN.parts, 10_000 + index);
    const part = faker.helpers.arrayElement(partRows);
    const placed = pastMoment(faker, now, 1, 90);
    const age = Math.floor((now.getTime() - placed.getTime()) / 86_400_000);
    return {
      id: index + 1,
      user_id: userId,
      part_id: part.id,
      quantity: part.name.startsWith('Tire') ? 1 : faker.number.int({ min: 1, max: 2 }),
      unit_price: part.price,
      status: age > 45 ? 'delivered' : age > 20 ? 'shipped' : age > 5 ? 'paid' : 'pending',
      created_at: placed,
    };
  });
}
