// Vehicle identifiers at the API boundary: 17-character VINs with a check digit, or JDM chassis numbers.
import { z } from 'zod';
import { isChassisNumber, isValidVin } from '../vin';

export { isChassisNumber, isValidVin, vinCheckDigit } from '../vin';

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
