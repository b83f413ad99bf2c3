// A listing goes live only with a photo (decision 046): publishing a listing without one is a 400 on `status`.
import { eq } from 'drizzle-orm';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { carImages, cars } from '../../db/schema';

export const PHOTO_BEFORE_PUBLISH = 'Add at least one photo before publishing this listing, or save it as a draft.';

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
