// A car page's address, as the site links to it and the server's store of rendered pages keys it (decision 075):
// where each car's page is, and which route segments can name a car.
import { readId } from './ids';
import { isConditionType } from './selling-types';

/** Local (Cambodian) listings have their own detail route. */
export const carHref = (car: { id: number; selling_type: string }): string =>
  isConditionType(car.selling_type) ? `/cars/local/${car.id}` : `/cars/${car.id}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A car page's segment: its numeric id, or a slug (lower-case words joined by hyphens, at most 200 characters). */
export function parseCarKey(segment: string): number | string | null {
  return readId(segment) ?? (segment.length <= 200 && SLUG.test(segment) ? segment : null);
}
