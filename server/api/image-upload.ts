// Uploaded pictures: checked by their bytes (not their name or declared type), re-encoded to WebP and stored.
import { getStorage, newUploadKey } from '../storage';

export const INVALID_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

export interface EncodedImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** jpeg, png or webp by their magic bytes; the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const at = (i: number, ...values: number[]) => values.every((v, j) => bytes[i + j] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/** The bytes of an uploaded picture, or DRF's words for why it is refused (missing, empty, too large, not an image). */
export async function readImageFile(
  file: unknown,
  maxBytes: number,
): Promise<{ bytes: Uint8Array } | { error: string }> {
  if (!(file instanceof File)) {
    return {
      error:
        typeof file === 'string' && file !== ''
          ? 'The submitted data was not a file. Check the encoding type on the form.'
          : 'No file was submitted.',
    };
  }
  if (file.size === 0) return { error: 'The submitted file is empty.' };
  if (file.size > maxBytes) return { error: `The file is too large: at most ${maxBytes / 1024 / 1024} MB.` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return sniffImageType(bytes) ? { bytes } : { error: INVALID_IMAGE };
}

/** Re-encodes to WebP no wider than `maxWidth` (EXIF rotation applied); null when the bytes do not decode. */
export async function encodeWebp(bytes: Uint8Array, maxWidth: number): Promise<EncodedImage | null> {
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    // Right magic bytes but undecodable content: a corrupted or disguised file.
    return null;
  }
}

/** Stores an encoded picture under a fresh key in `folder`; returns its site-relative URL and key. */
export async function storeWebp(folder: string, image: EncodedImage): Promise<{ url: string; key: string }> {
  const storage = getStorage();
  const key = newUploadKey(folder, 'image.webp');
  await storage.put(key, image.data);
  return { url: storage.url(key), key };
}

/** Stores several pictures; when any fails, the ones already stored are removed again (no half-stored set). */
export async function storeAllWebp(folder: string, images: EncodedImage[]): Promise<{ url: string; key: string }[]> {
  const results = await Promise.allSettled(images.map((image) => storeWebp(folder, image)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<{ url: string; key: string }>).value);
  const storage = getStorage();
  await Promise.all(results.flatMap((r) => (r.status === 'fulfilled' ? [storage.delete(r.value.key)] : [])));
  throw failed.reason;
}
