// Listing pictures and video: uploads sniffed by their bytes, re-encoded to WebP, stored; YouTube video links.
import { and, asc, eq, sql } from 'drizzle-orm';
import { GALLERY_MAX_BYTES, type CarVideo, type GalleryImage } from '@/lib/contract/dealer';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { carImages, cars } from '../../db/schema';
import { getStorage, newUploadKey } from '../../storage';
import { findOwnedCar, ownedBy } from './dealer-access';

const UPLOAD_PREFIX = '/media/uploads/';
/** Wide enough for a full-width gallery on a large screen; phones get the browser's downscale. */
const MAX_WIDTH = 1600;
const INVALID_IMAGE = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/** The storage key of an uploaded picture's URL path, or null for pictures that are not uploads (seed art). */
export function storageKeyOf(image: string): string | null {
  return image.startsWith(UPLOAD_PREFIX) ? image.slice(UPLOAD_PREFIX.length) : null;
}

/** jpeg, png or webp by their magic bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

async function toWebp(bytes: Uint8Array): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    // Right magic bytes but undecodable content: a corrupted or disguised file.
    throw ApiError.validation({ image: [INVALID_IMAGE] });
  }
}

function toGalleryImage(row: typeof carImages.$inferSelect, media: MediaUrl): GalleryImage {
  return { id: row.id, car: row.car_id, image: media(row.image) ?? '', position: row.position, width: row.width, height: row.height };
}

export async function addGalleryImage(db: Db, user: AuthUser, carId: number, file: unknown, media: MediaUrl): Promise<GalleryImage> {
  const car = await findOwnedCar(db, user, carId);
  if (!(file instanceof File)) throw ApiError.validation({ image: ['No file was submitted.'] });
  if (file.size > GALLERY_MAX_BYTES) {
    throw ApiError.validation({ image: [`The file is too large: at most ${GALLERY_MAX_BYTES / 1024 / 1024} MB.`] });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw ApiError.validation({ image: [INVALID_IMAGE] });
  const encoded = await toWebp(bytes);
  const storage = getStorage();
  const key = newUploadKey('cars', 'image.webp');
  await storage.put(key, encoded.data);
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${carImages.position}) + 1, 0)` })
    .from(carImages)
    .where(eq(carImages.car_id, car.id));
  const [row] = await db
    .insert(carImages)
    .values({ car_id: car.id, image: storage.url(key), position: Number(last?.position ?? 0), width: encoded.width, height: encoded.height })
    .returning();
  return toGalleryImage(row!, media);
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
export async function moveGalleryImage(db: Db, user: AuthUser, id: number, position: number, media: MediaUrl): Promise<GalleryImage> {
  const image = await findOwnedImage(db, user, id);
  return db.transaction(async (tx) => {
    const all = await tx.select().from(carImages).where(eq(carImages.car_id, image.car_id)).orderBy(asc(carImages.position), asc(carImages.id));
    const others = all.filter((r) => r.id !== id);
    others.splice(Math.min(position, others.length), 0, image);
    for (const [index, row] of others.entries()) {
      if (row.position !== index || row.id === id) await tx.update(carImages).set({ position: index }).where(eq(carImages.id, row.id));
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
