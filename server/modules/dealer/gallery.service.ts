// Listing pictures and video: uploads sniffed by their bytes, re-encoded to WebP, stored; YouTube video links.
import { and, asc, eq, sql } from 'drizzle-orm';
import { GALLERY_MAX_BYTES, type CarVideo, type GalleryImage } from '@/lib/contract/dealer';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import { encodeWebp, INVALID_IMAGE, readImageFile, storeWebp } from '../../api/image-upload';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { carImages, cars } from '../../db/schema';
import { getStorage, storageKeyOfUrl } from '../../storage';
import { findOwnedCar, ownedBy } from './dealer-access';

/** Wide enough for a full-width gallery on a large screen; phones get the browser's downscale. */
const MAX_WIDTH = 1600;

/** The storage key of an uploaded picture's URL path, or null for pictures that are not uploads (seed art). */
export function storageKeyOf(image: string): string | null {
  return storageKeyOfUrl(image);
}

function toGalleryImage(row: typeof carImages.$inferSelect, media: MediaUrl): GalleryImage {
  return {
    id: row.id,
    car: row.car_id,
    image: media(row.image) ?? '',
    position: row.position,
    width: row.width,
    height: row.height,
  };
}

export async function addGalleryImage(
  db: Db,
  user: AuthUser,
  carId: number,
  file: unknown,
  media: MediaUrl,
): Promise<GalleryImage> {
  const car = await findOwnedCar(db, user, carId);
  const upload = await readImageFile(file, GALLERY_MAX_BYTES);
  if ('error' in upload) throw ApiError.validation({ image: [upload.error] });
  const encoded = await encodeWebp(upload.bytes, MAX_WIDTH);
  if (!encoded) throw ApiError.validation({ image: [INVALID_IMAGE] });
  const { url, key } = await storeWebp('cars', encoded);
  try {
    const [last] = await db
      .select({ position: sql<number>`coalesce(max(${carImages.position}) + 1, 0)` })
      .from(carImages)
      .where(eq(carImages.car_id, car.id));
    const [row] = await db
      .insert(carImages)
      .values({
        car_id: car.id,
        image: url,
        position: Number(last?.position ?? 0),
        width: encoded.width,
        height: encoded.height,
      })
      .returning();
    return toGalleryImage(row!, media);
  } catch (error) {
    // Not recorded (the listing went away meanwhile, or the database failed): the stored picture would be an orphan.
    await getStorage().delete(key);
    throw error;
  }
}

async function findOwnedImage(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ image: carImages })
    .from(carImages)
    .innerJoin(cars, eq(cars.id, carImages.car_id))
    .where(and(eq(carImages.id, id), ownedBy(user)))
    .limit(1);
  if (!row) throw ApiError.notFound();
  return row.image;
}

/** Moves a picture to `position` (0 = first) and renumbers the others so positions stay 0..n-1. */
export async function moveGalleryImage(
  db: Db,
  user: AuthUser,
  id: number,
  position: number,
  media: MediaUrl,
): Promise<GalleryImage> {
  const image = await findOwnedImage(db, user, id);
  return db.transaction(async (tx) => {
    const all = await tx
      .select()
      .from(carImages)
      .where(eq(carImages.car_id, image.car_id))
      .orderBy(asc(carImages.position), asc(carImages.id));
    const others = all.filter((r) => r.id !== id);
    others.splice(Math.min(position, others.length), 0, image);
    for (const [index, row] of others.entries()) {
      if (row.position !== index || row.id === id)
        await tx.update(carImages).set({ position: index }).where(eq(carImages.id, row.id));
    }
    const [moved] = await tx.select().from(carImages).where(eq(carImages.id, id));
    return toGalleryImage(moved!, media);
  });
}

export async function deleteGalleryImage(db: Db, user: AuthUser, id: number): Promise<void> {
  const image = await findOwnedImage(db, user, id);
  await db.delete(carImages).where(eq(carImages.id, id));
  const key = storageKeyOf(image.image);
  if (key) await getStorage().delete(key);
}

/** Sets (or replaces) the listing's one video; the link was already normalised to an embed URL by the contract. */
export async function setCarVideo(db: Db, user: AuthUser, carId: number, embedUrl: string): Promise<CarVideo> {
  const car = await findOwnedCar(db, user, carId);
  await db.update(cars).set({ video: embedUrl, updated_at: new Date() }).where(eq(cars.id, car.id));
  return { id: car.id, car: car.id, video: embedUrl };
}
