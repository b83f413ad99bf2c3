// The version of what a car page shows of its car (decision 075): a fingerprint of the car's public detail as the API
// gives it to an anonymous visitor. A stored page is served only while its car still has the fingerprint it was
// rendered from (what every page shows, such as the riel rate, is the store's generation).
import { createHash } from 'node:crypto';
import { parseCarKey } from '@/lib/contract/car-pages';
import { ApiError } from '../../api/errors';
import { mediaUrlFor } from '../../api/media-url';
import type { Db } from '../../db/client';
import { findPublicCarDetail } from './car-detail.service';

export interface CarPageVersion {
  carId: number;
  version: string;
}

/** The car page's version for `segment` (id or slug) seen from `origin`; null when the page is Next's 404. */
export async function carPageVersion(db: Db, segment: string, origin: string): Promise<CarPageVersion | null> {
  const key = parseCarKey(segment);
  if (key === null) return null;
  try {
    const car = await findPublicCarDetail(db, String(key), null, mediaUrlFor(origin));
    const version = createHash('sha1').update(JSON.stringify(car)).digest('base64url');
    return { carId: car.id, version };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
