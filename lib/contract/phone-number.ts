// A phone number as Cambodians type it, read into one international form. No zod here: the site's footer and
// contact links format numbers on every page, and this keeps the schema library out of their first load.

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
