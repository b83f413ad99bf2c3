// Price text and model years as the API accepts them (spec §5, §9); no zod, so the site's price helpers build on it.

/** Spec §5: `$12,500` → `12500`; whatever else the user typed is left for validation to judge. */
export function stripPrice(input: string): string {
  return input.replace(/[$,\s]/g, '');
}

/** Spec §9: the years a vehicle may have, 1960 to 2026. */
export const FIRST_YEAR = 1960;
export const LAST_YEAR = 2026;
