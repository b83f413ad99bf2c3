// Integer bounds and record ids as the API reads them; free of zod, so page code can use it without the schemas.

/** PostgreSQL `integer` bounds: every integer the API reads is checked against them before it reaches a query. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/**
 * A record id in a path or link: `'42'` → 42; anything else (`'0'`, `'-1'`, `'1e3'`, `'007'`, `'abc'`, past
 * PostgreSQL's integer range) → null.
 */
export function readId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= INT_MAX ? id : null;
}
