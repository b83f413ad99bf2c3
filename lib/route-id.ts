// Parses the numeric id segments of dynamic routes, so pages can answer 404 for anything but a positive integer.
import { readId } from './contract/ids';

/** `'42'` → 42; anything else (`'0'`, `'-1'`, `'1e3'`, `'007'`, `'abc'`, too large) → null: the API's own id rule. */
export const parseRouteId = readId;

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
