// Shipping container numbers (ISO 6346): owner code, equipment category, six-digit serial and a check digit that
// catches a mistyped character, the same way the VIN check digit does for cars.
import { z } from 'zod';

/** Three-letter owner code, category U (freight), J (detachable equipment) or Z (trailer), serial, check digit. */
const CONTAINER_SHAPE = /^[A-Z]{3}[UJZ][0-9]{7}$/;

/** ISO 6346 letter values: A = 10 upwards, skipping multiples of 11 (so 11, 22 and 33 never occur). */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** The check digit for the first ten characters (owner code, category, serial): each weighted by 2^position. */
export function containerCheckDigit(ownerAndSerial: string): number {
  let sum = 0;
  [...ownerAndSerial.toUpperCase()].forEach((char, i) => {
    const value = char >= '0' && char <= '9' ? Number(char) : letterValue(char);
    sum += value * 2 ** i;
  });
  // A remainder of 10 is written as 0 (ISO 6346 advises owners not to issue such serials, but some exist).
  return (sum % 11) % 10;
}

/** True for an 11-character container number (case-insensitive) whose last digit is its check digit. */
export function isValidContainerNumber(value: string): boolean {
  const upper = value.trim().toUpperCase();
  if (!CONTAINER_SHAPE.test(upper)) return false;
  return Number(upper[10]) === containerCheckDigit(upper.slice(0, 10));
}

export const containerNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isValidContainerNumber, 'Enter a valid container number (ISO 6346).');
