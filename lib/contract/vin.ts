// Vehicle identifiers at the API boundary: 17-character VINs with the North American check digit (49 CFR 565),
// or JDM chassis numbers, which have none.
import { z } from 'zod';

const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** 17 characters from the VIN alphabet: digits and capital letters except I, O and Q. */
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Japanese chassis (frame) numbers such as `JZX100-0012345`: model code, dash, serial. */
const CHASSIS_SHAPE = /^[A-Z0-9]{2,8}-[0-9]{5,8}$/;

function charValue(char: string): number {
  if (char >= '0' && char <= '9') return Number(char);
  const value = LETTER_VALUES[char];
  if (value === undefined) throw new RangeError(`"${char}" cannot appear in a VIN`);
  return value;
}

/**
 * The check digit (position 9) a 17-character VIN must carry: '0'–'9' or 'X'.
 * Position 9 of the input is ignored (weight 0), so a draft VIN with any placeholder there works.
 */
export function vinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  if (upper.length !== 17) throw new RangeError('A VIN has 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += charValue(upper[i]!) * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True for a 17-character VIN (case-insensitive) without I/O/Q whose position 9 is the right check digit. */
export function isValidVin(vin: string): boolean {
  const upper = vin.trim().toUpperCase();
  if (!VIN_SHAPE.test(upper)) return false;
  return upper[8] === vinCheckDigit(upper);
}

/** True for a Japanese domestic chassis number; these are accepted without a check digit. */
export function isChassisNumber(value: string): boolean {
  return CHASSIS_SHAPE.test(value.trim().toUpperCase());
}

export const vinSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isValidVin, 'Enter a valid 17-character VIN.');

/** What a listing may carry in `vin`: a check-digit-valid VIN or, for right-hand-drive imports, a chassis number. */
export const vehicleIdSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => isValidVin(v) || isChassisNumber(v), 'Enter a valid VIN or chassis number.');
