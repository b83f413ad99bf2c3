// Phone numbers as Cambodians type them: local (017 217 919), with the country code (855 17 217 919) or international.
import { z } from 'zod';
import { normalizePhone } from './phone-number';

export const VISITOR_PHONE_INVALID = 'Enter a phone number such as 017 217 919 or +855 17 217 919.';

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
