// Listings: every selling type of the spec, with identifiers, prices, photos, inspections and price history.
import type { Faker } from '@faker-js/faker';
import { convertMileage } from '@/lib/contract/mileage';
import { isConditionType, type DealerSellingType } from '@/lib/contract/selling-types';
import type { carImages, carPriceHistory, cars, inspectionReports } from '../../db/schema';
import type { VehicleBody } from '../../media/car-svg';
import { vehicleImagePath } from '../../media/paths';
import { MODERN_MODELS, type ModelEntry } from '../catalog';
import { BOAT_MODELS, CLASSIC_MODELS, JDM_MODELS, type SpecialtyEntry } from '../catalog-specialty';
import { COMMON_COLOURS, EXTERIOR_COLOURS, INTERIOR_COLOURS } from '../places';
import { addMinutes, dealerPrice, DOMAIN, pastMoment, reseed, slugify, weighted } from '../random';
import { describeListing, listingPlace } from './car-text';
import { auctionBid, cambodianPrice, modernMileage, retailValue, specialtyValue } from './car-pricing';
import { buildChassisNumber, buildHin, buildLegacySerial, buildVin } from './vehicle-ids';
import { buildInspection } from './inspection';

export type CarRow = typeof cars.$inferInsert & { id: number };

export type CarImageRow = typeof carImages.$inferInsert;
export type InspectionRow = typeof inspectionReports.$inferInsert;
export type PriceHistoryRow = typeof carPriceHistory.$inferInsert;

export interface CarBundle {
  car: CarRow;
  images: CarImageRow[];
  inspection: InspectionRow | null;
  prices: PriceHistoryRow[];
}

export interface CarOwners {
  /** Private sellers of 'personal car' listings, demo customer first. */
  customers: number[];
  /** Cambodian dealerships for 'dealer car' and 'dealer to dealer', demo dealer first. */
  dealers: number[];
}

/** A listing's category, or a boat (listed as 'us dealer'). */
export type SlotKind = DealerSellingType | 'boat';

const PLAN_COUNTS: [SlotKind, number][] = [
  ['us dealer', 13],
  ['boat', 2],
  ['buy now', 6],
  ['auction car', 9],
  ['personal car', 4],
  ['dealer car', 4],
  ['dealer to dealer', 3],
  ['classic car', 4],
  ['jdm cars', 5],
];

/** 50 slots with the mix above, interleaved, so any 50 consecutive listings contain every kind. */
export const SELLING_PLAN: SlotKind[] = PLAN_COUNTS.flatMap(([kind, count], order) =>
  Array.from({ length: count }, (_, j) => ({ kind, at: (j + 0.5) / count, order })),
)
  .sort((a, b) => a.at - b.at || a.order - b.order)
  .map((slot) => slot.kind);

export const BODY_IMAGES: Record<string, VehicleBody> = {
  Sedan: 'sedan',
  Coupe: 'coupe',
  Convertible: 'convertible',
  Hatchback: 'hatchback',
  Wagon: 'wagon',
  SUV: 'suv',
  Pickup: 'pickup',
  Minivan: 'van',
  Boat: 'boat',
};

function pickEntry(faker: Faker, kind: SlotKind): ModelEntry | SpecialtyEntry {
  const from = (list: (ModelEntry | SpecialtyEntry)[]) =>
    weighted(
      faker,
      list.map((e) => [e, e.weight]),
    );
  if (kind === 'boat') return from(BOAT_MODELS);
  if (kind === 'classic car') return from(CLASSIC_MODELS);
  if (kind === 'jdm cars') return from(JDM_MODELS);
  if (isConditionType(kind)) return from(MODERN_MODELS.filter((m) => m.local));
  return from(MODERN_MODELS);
}

/** Recent years are more common in US listings; Cambodian roads keep cars longer. */
function pickYear(faker: Faker, [first, last]: [number, number], kind: SlotKind, nowYear: number): number {
  const newest = Math.min(last, nowYear);
  if (kind === 'classic car' || kind === 'jdm cars' || kind === 'boat')
    return faker.number.int({ min: first, max: newest });
  const skew = isConditionType(kind) ? 0.9 : 1.7;
  return newest - Math.floor(faker.number.float({ min: 0, max: 0.999 }) ** skew * (newest - first + 1));
}

function identifier(faker: Faker, entry: ModelEntry | SpecialtyEntry, year: number): string {
  const special = entry as SpecialtyEntry;
  if (special.mic) return buildHin(faker, special.mic, year);
  if (special.chassis) return buildChassisNumber(faker, special.chassis);
  if (year < 1981 && special.legacyId) return buildLegacySerial(faker, special.legacyId, year);
  return buildVin(faker, faker.helpers.arrayElement(entry.wmi), year);
}

/** The demo account (first in the list) gets `demoShare` of the listings so its dashboard has plenty. */
function pickOwner(faker: Faker, owners: number[], demoShare: number): number {
  return faker.datatype.boolean({ probability: demoShare }) ? owners[0]! : faker.helpers.arrayElement(owners);
}

function mileageFor(faker: Faker, kind: SlotKind, age: number): number {
  if (kind === 'boat') return Math.round(Math.max(1, age) * faker.number.int({ min: 25, max: 70 }));
  if (kind === 'classic car') return faker.number.int({ min: 18_000, max: 120_000 });
  if (kind === 'jdm cars') return faker.number.int({ min: 38_000, max: 135_000 });
  return modernMileage(faker, age);
}

/** One listing with everything hanging off it; depends only on `index`, `id`, the owners and `now`. */
export function buildCar(faker: Faker, index: number, id: number, owners: CarOwners, now: Date): CarBundle {
  reseed(faker, DOMAIN.cars, index);
  const kind = SELLING_PLAN[index % SELLING_PLAN.length]!;
  const cycle = Math.floor(index / SELLING_PLAN.length);
  const entry = pickEntry(faker, kind);
  const trim = faker.helpers.arrayElement(entry.trims);
  const nowYear = now.getUTCFullYear();
  const year = pickYear(faker, entry.years, kind, nowYear);
  const age = nowYear - year;
  const colourName = (entry as SpecialtyEntry).colours
    ? faker.helpers.arrayElement((entry as SpecialtyEntry).colours!)
    : weighted(faker, COMMON_COLOURS);
  const mileage = mileageFor(faker, kind, age);
  const local = isConditionType(kind);
  // Cars in Cambodia read kilometres, US and Canadian listings miles, boats engine hours (decision 046).
  const odometer = local ? convertMileage(mileage, 'mi', 'km') : mileage;
  const place = listingPlace(faker, kind, local);
  const vin = identifier(faker, entry, year);

  const auction = kind === 'auction car';
  const titleType = auction
    ? weighted(faker, [
        ['Clean', 50],
        ['Salvage', 35],
        ['Rebuilt', 15],
      ])
    : null;
  const damage = !auction
    ? null
    : titleType === 'Clean'
      ? weighted(faker, [
          ['None', 60],
          ['Hail', 20],
          ['Minor Dents/Scratches', 20],
        ])
      : faker.helpers.arrayElement(['Front End', 'Rear End', 'Side', 'Hail']);
  const accidentFree = auction
    ? titleType === 'Clean' && damage === 'None'
    : faker.datatype.boolean({ probability: 0.86 });

  const specialty = 'priceRange' in entry;
  const retail = specialty ? specialtyValue(faker, entry, year) : retailValue(faker, entry, trim, age, mileage);
  const price = auction
    ? auctionBid(faker, retail, titleType!)
    : local
      ? cambodianPrice(retail, age)
      : dealerPrice(retail);

  const created = pastMoment(faker, now, 0, auction ? 12 : 90);
  const featuredShare = kind === 'classic car' ? 0.3 : kind === 'us dealer' || kind === 'buy now' ? 0.2 : 0;
  const isFeatured = featuredShare > 0 && (cycle === 0 || faker.datatype.boolean({ probability: featuredShare }));
  const owner = kind === 'personal car' ? owners.customers : local ? owners.dealers : null;
  const name = `${year} ${entry.make} ${entry.model} ${trim.name}`;

  const car: CarRow = {
    id,
    slug: `${slugify(name)}-${id}`,
    vin,
    vehicle_type: kind === 'boat' ? 'boat' : 'car',
    year,
    make_name: entry.make,
    model_name: entry.model,
    trim_name: trim.name,
    body_style: entry.body,
    engine_size: trim.engineSize,
    cylinders: trim.cylinders,
    transmission: trim.transmission,
    drivetrain: trim.drivetrain,
    fuel_type: trim.fuel,
    exterior_color: colourName,
    interior_color: kind === 'boat' ? 'White' : faker.helpers.arrayElement(INTERIOR_COLOURS),
    steering: kind === 'jdm cars' ? 'right' : 'left',
    price,
    mileage: odometer,
    selling_type: kind === 'boat' ? 'us dealer' : kind,
    is_featured: isFeatured,
    country: place.country,
    location: place.location,
    title_type: titleType,
    damage,
    lot_number: auction ? faker.string.numeric({ length: 8, allowLeadingZeros: false }) : null,
    auction_ends_at: auction ? addMinutes(now, faker.number.int({ min: 8, max: 40 * 24 }) * 15) : null,
    accident_free: accidentFree,
    one_owner: !specialty && faker.datatype.boolean({ probability: 0.3 }),
    dealer_id: owner ? pickOwner(faker, owner, kind === 'personal car' ? 0.05 : 0.3) : null,
    status: !auction && faker.datatype.boolean({ probability: 0.02 }) ? 'sold' : 'active',
    cover_image: '',
    created_at: created,
    updated_at: addMinutes(
      created,
      faker.number.int({ min: 0, max: Math.max(0, Math.floor((now.getTime() - created.getTime()) / 60_000)) }),
    ),
    description: '',
  };
  car.description = describeListing(faker, car, trim.engine, place.seller);

  const hex = EXTERIOR_COLOURS[colourName] ?? '#8a8d91';
  const count = faker.number.int({ min: 3, max: 8 });
  const start = faker.number.int({ min: 0, max: 11 });
  const images = Array.from({ length: count }, (_, position) => ({
    car_id: id,
    image: vehicleImagePath(BODY_IMAGES[entry.body]!, hex, (start + position * 5) % 12),
    position,
    width: 800,
    height: 500,
  }));
  car.cover_image = images[0]!.image;

  const inspected = kind !== 'boat' && !auction && faker.datatype.boolean({ probability: 0.35 });
  const inspection = inspected
    ? {
        car_id: id,
        fields: buildInspection(
          faker,
          { vin, year, mileage: odometer, location: place.location, accidentFree, fuel: trim.fuel },
          now,
          age,
        ),
        created_at: created,
      }
    : null;

  return { car, images, inspection, prices: priceHistory(faker, car, created, now) };
}

/** For about a quarter of listings: the asking prices so far, oldest first, ending at today's price. */
function priceHistory(faker: Faker, car: CarRow, created: Date, now: Date): PriceHistoryRow[] {
  if (car.selling_type === 'auction car' || !faker.datatype.boolean({ probability: 0.25 })) return [];
  const steps = faker.number.int({ min: 1, max: 3 });
  const span = Math.max(1, Math.floor((now.getTime() - created.getTime()) / 60_000));
  const rows: PriceHistoryRow[] = [];
  let price = car.price;
  for (let step = steps - 1; step >= 0; step -= 1) {
    rows.unshift({ car_id: car.id, price, changed_at: addMinutes(created, Math.floor((span * step) / steps)) });
    price = Math.round((price * faker.number.float({ min: 1.02, max: 1.07 })) / 100) * 100;
  }
  return rows;
}
