// Parses the numeric id segments of dynamic routes, so pages can answer 404 for anything but a positive integer.

const MAX_ID = 2_147_483_647; // PostgreSQL integer ids never exceed this.

/** `'42'` → 42; anything else (`'0'`, `'-1'`, `'1e3'`, `'007'`, `'abc'`, too large) → null. */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * For optional catch-all segments (`[[...id]]`): no segment → `{ id: null }`, one valid id → `{ id }`,
 * anything else (extra segments, a bad id) → null.
 */
export function parseOptionalRouteId(segments: string[] | undefined): { id: number | null } | null {
  if (!segments || segments.length === 0) return { id: null };
  if (segments.length > 1) return null;
  const id = parseRouteId(segments[0]);
  return id === null ? null : { id };
}
