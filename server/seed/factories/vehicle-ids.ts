// Vehicle identifiers as they appear on titles: 17-character VINs, pre-1981 serials, JDM chassis numbers, boat HINs.
import type { Faker } from '@faker-js/faker';
import { vinCheckDigit } from '@/lib/contract/vin';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Position 10 repeats every 30 years: 1980 A … 2000 Y, 2001 1 … 2009 9, 2010 A again. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
}

/** A VIN with the model's manufacturer code, the model-year code and a correct check digit. */
export function buildVin(faker: Faker, wmi: string, year: number): string {
  const vds = faker.string.fromCharacters(VIN_CHARS, 5);
  const plant = faker.string.fromCharacters(VIN_CHARS, 1);
  const serial = faker.string.numeric(6);
  const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** A pre-1981 serial from a template: Y = last digit of the year, # = a digit. */
export function buildLegacySerial(faker: Faker, template: string, year: number): string {
  return template.replace(/Y/g, String(year % 10)).replace(/#/g, () => faker.string.numeric(1));
}

/** A Japanese frame number such as `JZX100-0012345`. */
export function buildChassisNumber(faker: Faker, modelCode: string): string {
  return `${modelCode}-${faker.string.numeric({ length: modelCode.length > 4 ? 7 : 6, allowLeadingZeros: true })}`;
}

/** A US hull identification number: builder code, serial, month/year of build, model year (e.g. `SERV4123K526`). */
export function buildHin(faker: Faker, mic: string, year: number): string {
  const serial = faker.string.fromCharacters('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 5);
  const month = 'ABCDEFGHIJKL'[faker.number.int({ min: 0, max: 11 })]!;
  const built = (year - 1) % 10;
  return `${mic}${serial}${month}${built}${String(year % 100).padStart(2, '0')}`;
}
