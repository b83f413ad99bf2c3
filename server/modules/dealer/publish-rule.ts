// A listing goes live only with a photo (decision 046): publishing a listing without one is a 400 on `status`.
import { eq } from 'drizzle-orm';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { carImages, cars } from '../../db/schema';

export const PHOTO_BEFORE_PUBLISH = 'Add at least one photo before publishing this listing, or save it as a draft.';
export const NEW_LISTING_IS_DRAFT =
  'A new listing has no photos yet: create it as a draft, add its photos, then publish it with status "active".';

/**
 * A new listing cannot be published in the same request (photos are uploaded to the listing once it exists), so a
 * create asking for `active` is a 400 with a sentence rather than a listing silently saved as something else.
 */
export function assertNotPublishedOnCreate(status: string): void {
  if (status === 'active') throw ApiError.validation({ status: [NEW_LISTING_IS_DRAFT] });
}

/**
 * 400 when a write asks for `status: 'active'` on a listing with no picture (no cover, no gallery row). Other
 * statuses, and edits that leave the status out, pass: the public lists hide a photo-less listing anyway.
 */
export async function assertPhotoBeforePublish(
  db: Db,
  car: Pick<typeof cars.$inferSelect, 'id' | 'cover_image'>,
  status: string | undefined,
): Promise<void> {
  if (status !== 'active' || car.cover_image !== '') return;
  const [photo] = await db.select({ id: carImages.id }).from(carImages).where(eq(carImages.car_id, car.id)).limit(1);
  if (!photo) throw ApiError.validation({ status: [PHOTO_BEFORE_PUBLISH] });
}
