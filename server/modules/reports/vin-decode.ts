// What a valid 17-character VIN tells without asking anyone: the model year (10th character), the maker (the first
// three characters, the WMI, for the makes people import most), the country of manufacture (1st character) and,
// for a few well-known models, the model (characters 1–5).
import type { DecodedVehicle } from '@/lib/contract/reports';

/** Position 10 repeats every 30 years: 1980 A … 2000 Y, 2001 1 … 2009 9, 2010 A again. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year of position 10. The code repeats every 30 years; the latest year that is not more than one year
 * ahead of `now` wins (a car is sold as next year's model at most a year early), so `3` is 2003 and `R` 2024.
 */
export function decodeModelYear(vin: string, now: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const latest = now.getUTCFullYear() + 1;
  let year = 1980 + index;
  while (year + 30 <= latest) year += 30;
  return year;
}

/** World manufacturer identifiers of the makes imported most (US, Canadian, Mexican, Japanese, Korean, German). */
const WMI: Record<string, string> = {
  '1HG': 'Honda',
  '2HG': 'Honda',
  '5J6': 'Honda',
  '19X': 'Honda',
  JHM: 'Honda',
  '5FN': 'Honda',
  '19U': 'Acura',
  JH4: 'Acura',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '4T4': 'Toyota',
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTM: 'Toyota',
  JTN: 'Toyota',
  JTJ: 'Lexus',
  JTH: 'Lexus',
  '2T2': 'Lexus',
  '58A': 'Lexus',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '3N1': 'Nissan',
  '5N1': 'Nissan',
  JN1: 'Nissan',
  JN8: 'Nissan',
  JNK: 'Infiniti',
  '1FA': 'Ford',
  '1FM': 'Ford',
  '1FT': 'Ford',
  '3FA': 'Ford',
  '1LN': 'Lincoln',
  '5LM': 'Lincoln',
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '3GN': 'Chevrolet',
  '3GC': 'Chevrolet',
  '1GT': 'GMC',
  '1GK': 'GMC',
  '1G6': 'Cadillac',
  '1GY': 'Cadillac',
  '1C4': 'Jeep',
  '1J4': 'Jeep',
  '1C6': 'Ram',
  '1C3': 'Chrysler',
  '2C3': 'Chrysler',
  '1B3': 'Dodge',
  '2B3': 'Dodge',
  KMH: 'Hyundai',
  '5NP': 'Hyundai',
  KNA: 'Kia',
  KND: 'Kia',
  '5XY': 'Kia',
  '4S3': 'Subaru',
  '4S4': 'Subaru',
  JF1: 'Subaru',
  JF2: 'Subaru',
  JM1: 'Mazda',
  JM3: 'Mazda',
  WBA: 'BMW',
  WBS: 'BMW',
  '5UX': 'BMW',
  WDD: 'Mercedes-Benz',
  WDB: 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  '4JG': 'Mercedes-Benz',
  WAU: 'Audi',
  WA1: 'Audi',
  WVW: 'Volkswagen',
  '3VW': 'Volkswagen',
  '1VW': 'Volkswagen',
  WP0: 'Porsche',
  WP1: 'Porsche',
  YV1: 'Volvo',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  SAL: 'Land Rover',
  SAJ: 'Jaguar',
};

/** Models recognisable from the first five characters (WMI + the start of the descriptor section). */
const MODELS: Record<string, string> = {
  '1HGCM': 'Accord',
  '1HGCP': 'Accord',
  '1HGCR': 'Accord',
  '1HGCV': 'Accord',
  '2HGFC': 'Civic',
  '2HGFB': 'Civic',
  '19XFC': 'Civic',
  '5J6RW': 'CR-V',
  '5J6RM': 'CR-V',
  '5FNYF': 'Pilot',
  '4T1BF': 'Camry',
  '4T1B1': 'Camry',
  '4T1G1': 'Camry',
  '4T1C1': 'Camry',
  '2T1BU': 'Corolla',
  '5TDZA': 'Sienna',
  '5TDJZ': 'Highlander',
  '5TFDZ': 'Tacoma',
  '5TFUY': 'Tundra',
  JTEBU: '4Runner',
  JTMRF: 'RAV4',
  JTJHY: 'LX 570',
  JTJBM: 'GX 460',
  '2T2BZ': 'RX 350',
  '1FTEW': 'F-150',
  '1FTFW': 'F-150',
  '1FMCU': 'Escape',
  '1FM5K': 'Explorer',
  '1FA6P': 'Mustang',
  '5UXCR': 'X5',
  '5UXKR': 'X5',
  '5UXTR': 'X3',
  '5YJ3E': 'Model 3',
  '5YJSA': 'Model S',
  '7SAYG': 'Model Y',
  '1GCUY': 'Silverado 1500',
  '1C4RJ': 'Grand Cherokee',
  '1C6SR': '1500',
  KNDPM: 'Sportage',
  '5XYZU': 'Sorento',
  '5NPE2': 'Sonata',
  JM3KF: 'CX-5',
};

/** Country or region of manufacture by the VIN's first character (ISO 3779 blocks, the common ones). */
export function countryOfManufacture(vin: string): string {
  const first = vin[0] ?? '';
  if ('12345'.includes(first)) return first === '2' ? 'Canada' : first === '3' ? 'Mexico' : 'United States';
  if (first === '7') return 'United States';
  if (first === 'J') return 'Japan';
  if (first === 'K') return 'South Korea';
  if (first === 'W') return 'Germany';
  if (first === 'S') return 'United Kingdom';
  if (first === 'Y') return 'Sweden';
  if (first === 'Z') return 'Italy';
  if (first === 'L') return 'China';
  return 'Unknown';
}

export function decodeMake(vin: string): string | null {
  return WMI[vin.slice(0, 3)] ?? null;
}

/** Year, make and model a valid VIN tells; null when neither year nor make could be read. */
export function decodeVin(vin: string, now: Date = new Date()): DecodedVehicle | null {
  const year = decodeModelYear(vin, now);
  const make = decodeMake(vin);
  if (year === null && make === null) return null;
  const model = make === null ? null : (MODELS[vin.slice(0, 5)] ?? 'Unknown model');
  return { year, make, model };
}
