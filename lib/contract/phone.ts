// Phone numbers as Cambodians type them: local (017 217 919), with the country code (855 17 217 919) or international.
import { z } from 'zod';

export const VISITOR_PHONE_INVALID = 'Enter a phone number such as 017 217 919 or +855 17 217 919.';

/** Digits with a leading +, from a local Cambodian number (0 → +855), 855… or an international one; null if none. */
export function normalizePhone(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  let international: string;
  if (compact.startsWith('+')) international = compact;
  else if (compact.startsWith('00')) international = `+${compact.slice(2)}`;
  else if (compact.startsWith('855')) international = `+${compact}`;
  else if (compact.startsWith('0')) international = `+855${compact.slice(1)}`;
  else return null;
  if (!/^\+[1-9]\d{7,14}$/.test(international)) return null;
  // A Cambodian number has 8 or 9 digits after the country code (landlines and mobiles).
  if (international.startsWith('+855') && !/^\+855[1-9]\d{7,8}$/.test(international)) return null;
  return international;
}

/** A phone number in any of the forms above, stored as +855… */
export const visitorPhoneSchema = z
  .string()
  .max(30, VISITOR_PHONE_INVALID)
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: VISITOR_PHONE_INVALID });
      return z.NEVER;
    }
    return phone;
  });
