// Fixed logistics data (warehouses, towing companies, carriers) and container identifiers in ISO 6346 form.
import type { Faker } from '@faker-js/faker';
import { containerCheckDigit } from '@/lib/contract/container-number';
import type { towingCompanies, warehouses } from '../../db/schema';

export type WarehouseRow = typeof warehouses.$inferInsert & { id: number };
export type TowingCompanyRow = typeof towingCompanies.$inferInsert & { id: number };

export interface WarehouseRegion {
  row: WarehouseRow;
  /** Where cars bought for this warehouse come from: [city, state]. */
  sources: [string, string][];
  weight: number;
  towingCompany: number;
}

export const WAREHOUSES: WarehouseRegion[] = [
  {
    row: { id: 1, warehouse: 'Houston, TX', city: 'Houston', state: 'TX', port: 'Port of Houston (Barbours Cut)' },
    sources: [
      ['Houston', 'TX'],
      ['Dallas', 'TX'],
      ['San Antonio', 'TX'],
      ['New Orleans', 'LA'],
      ['Oklahoma City', 'OK'],
    ],
    weight: 30,
    towingCompany: 1,
  },
  {
    row: { id: 2, warehouse: 'Newark, NJ', city: 'Newark', state: 'NJ', port: 'Port Newark' },
    sources: [
      ['Newark', 'NJ'],
      ['Edison', 'NJ'],
      ['Long Island', 'NY'],
      ['Philadelphia', 'PA'],
      ['Boston', 'MA'],
    ],
    weight: 20,
    towingCompany: 2,
  },
  {
    row: {
      id: 3,
      warehouse: 'Savannah, GA',
      city: 'Savannah',
      state: 'GA',
      port: 'Port of Savannah (Garden City Terminal)',
    },
    sources: [
      ['Atlanta', 'GA'],
      ['Savannah', 'GA'],
      ['Orlando', 'FL'],
      ['Miami', 'FL'],
      ['Charlotte', 'NC'],
    ],
    weight: 20,
    towingCompany: 3,
  },
  {
    row: { id: 4, warehouse: 'Long Beach, CA', city: 'Long Beach', state: 'CA', port: 'Port of Long Beach' },
    sources: [
      ['Los Angeles', 'CA'],
      ['San Diego', 'CA'],
      ['Phoenix', 'AZ'],
      ['Las Vegas', 'NV'],
      ['San Jose', 'CA'],
    ],
    weight: 20,
    towingCompany: 4,
  },
  {
    row: { id: 5, warehouse: 'Toronto, ON', city: 'Toronto', state: 'ON', port: 'Port of Montreal' },
    sources: [
      ['Toronto', 'ON'],
      ['Mississauga', 'ON'],
      ['Ottawa', 'ON'],
      ['Montreal', 'QC'],
    ],
    weight: 10,
    towingCompany: 5,
  },
];

export const TOWING_COMPANIES: TowingCompanyRow[] = [
  { id: 1, name: 'Lone Star Towing & Transport', phone: '+1 713-555-0142' },
  { id: 2, name: 'Garden State Auto Haulers', phone: '+1 973-555-0187' },
  { id: 3, name: 'Peach State Car Carriers', phone: '+1 912-555-0116' },
  { id: 4, name: 'SoCal Vehicle Logistics', phone: '+1 562-555-0173' },
  { id: 5, name: 'Maple Leaf Towing', phone: '+1 416-555-0129' },
  { id: 6, name: 'Interstate Flatbed Services', phone: '+1 404-555-0158' },
];

/** Carriers with their container owner prefixes, booking number shapes and vessels on Asia services. */
export const CARRIERS: { name: string; prefixes: string[]; booking: string; vessels: string[] }[] = [
  {
    name: 'MSC',
    prefixes: ['MSCU', 'MEDU'],
    booking: 'EBKG########',
    vessels: ['MSC Aurora', 'MSC Kalina', 'MSC Tessa', 'MSC Anna'],
  },
  {
    name: 'Maersk',
    prefixes: ['MSKU', 'MRKU'],
    booking: '#########',
    vessels: ['Maersk Kinloss', 'Maersk Essen', 'Maersk Hanoi'],
  },
  {
    name: 'CMA CGM',
    prefixes: ['CMAU', 'CGMU'],
    booking: 'AMC#######',
    vessels: ['CMA CGM Tage', 'CMA CGM Rigoletto', 'CMA CGM Fidelio'],
  },
  {
    name: 'ONE',
    prefixes: ['ONEU', 'TCLU'],
    booking: 'HOUE########',
    vessels: ['ONE Harmony', 'ONE Minato', 'ONE Olympus'],
  },
  {
    name: 'Evergreen',
    prefixes: ['EGHU', 'EISU'],
    booking: '############',
    vessels: ['Ever Lambent', 'Ever Lyric', 'Ever Fortune'],
  },
];

/** e.g. MSKU9070323: owner code, equipment category U, six-digit serial, check digit. */
export function buildContainerNumber(faker: Faker, prefix: string): string {
  const base = `${prefix}${faker.string.numeric({ length: 6, allowLeadingZeros: true })}`;
  return `${base}${containerCheckDigit(base)}`;
}
