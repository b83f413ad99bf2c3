// Sell requests: a visitor's or customer's car and photos saved for staff, their own list, staff's list and status.
import { z } from 'zod';
import {
  SELL_MAX_PHOTOS,
  SELL_PHOTO_MAX_BYTES,
  SELL_REQUEST_STATUSES,
  anonymousSellRequestSchema,
  locationCountry,
  sellReference,
  sellRequestCreateSchema,
  type SellRequest,
  type SellRequestPage,
  type SellRequestStatus,
} from '@/lib/contract/sell-requests';
import type { AuthUser } from '../../api/context';
import { ApiError, zodToFieldErrors, type FieldErrors } from '../../api/errors';
import { encodeWebp, INVALID_IMAGE, readImageFile, storeAllWebp, type EncodedImage } from '../../api/image-upload';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import type { BodyValue } from '../../api/validate';
import type { Db } from '../../db/client';
import { getStorage } from '../../storage';
import {
  countSellRequests,
  findSellRequests,
  insertSellRequest,
  updateSellRequestStatus,
  type SellRequestRow,
  type SellRequestScope,
} from './sell-requests.repository';

export const SELL_REQUEST_PAGE_SIZE = 20;
/** Enough for staff to judge the car on a large screen. */
const PHOTO_MAX_WIDTH = 1600;

/** What the `vehicle` column holds; read back leniently so an odd row never breaks the whole list. */
const storedVehicleSchema = z.object({
  year: z.number().catch(0),
  make: z.string().catch(''),
  model: z.string().catch(''),
  trim: z.string().catch(''),
  mileage: z.number().catch(0),
  vin: z.string().nullable().catch(null),
  asking_price: z.number().nullable().catch(null),
  location: z.string().catch(''),
  condition: z.string().catch(''),
  description: z.string().catch(''),
});

function toSellRequest(row: SellRequestRow, media: MediaUrl): SellRequest {
  const vehicle = storedVehicleSchema.parse(row.vehicle);
  return {
    id: row.id,
    reference: sellReference(row.id),
    user: row.user_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    ...vehicle,
    country: locationCountry(vehicle.location),
    photos: row.images.map((path) => media(path) ?? ''),
    status: (SELL_REQUEST_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as SellRequestStatus)
      : 'new',
    created_at: row.created_at.toISOString(),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: BodyValue | undefined): (string | File)[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const fileName = (value: unknown, index: number) =>
  value instanceof File && value.name ? value.name : `Photo ${index + 1}`;

/** Every photo's bytes, or DRF-worded problems naming the file (count, type, size). */
async function readPhotos(values: (string | File)[]): Promise<{ photos: Uint8Array[]; errors: string[] }> {
  if (values.length > SELL_MAX_PHOTOS)
    return { photos: [], errors: [`Ensure this field has no more than ${SELL_MAX_PHOTOS} elements.`] };
  const photos: Uint8Array[] = [];
  const errors: string[] = [];
  for (const [index, value] of values.entries()) {
    const read = await readImageFile(value, SELL_PHOTO_MAX_BYTES);
    if ('error' in read) errors.push(`${fileName(value, index)}: ${read.error}`);
    else photos.push(read.bytes);
  }
  return { photos, errors };
}

/**
 * Saves a request from the multipart form. Fields and photos are all checked before anything is stored, so one 400
 * lists every problem; a signed-in sender is linked and their account's e-mail is used when they leave it blank.
 */
export async function createSellRequest(
  db: Db,
  body: unknown,
  user: AuthUser | null,
  media: MediaUrl,
): Promise<SellRequest> {
  // Multipart from the site; JSON or urlencoded bodies get the same field checks (and cannot carry photos).
  const { photos: photoValues, ...fields } = isRecord(body)
    ? (body as Record<string, BodyValue>)
    : { photos: undefined };
  const input = isRecord(body) ? fields : body;
  const parsed = (user ? sellRequestCreateSchema : anonymousSellRequestSchema).safeParse(input, { reportInput: true });
  const errors: FieldErrors = parsed.success ? {} : zodToFieldErrors(parsed.error, input);
  const read = await readPhotos(asList(photoValues));
  if (read.errors.length) errors.photos = read.errors;
  if (!parsed.success || read.errors.length) throw ApiError.validation(errors);

  const encoded: EncodedImage[] = [];
  for (const [index, bytes] of read.photos.entries()) {
    const image = await encodeWebp(bytes, PHOTO_MAX_WIDTH);
    if (!image)
      throw ApiError.validation({ photos: [`${fileName(asList(photoValues)[index], index)}: ${INVALID_IMAGE}`] });
    encoded.push(image);
  }
  const stored = await storeAllWebp('sell-requests', encoded);

  const { name, phone, email, ...vehicle } = parsed.data;
  try {
    const row = await insertSellRequest(db, {
      user_id: user?.id ?? null,
      name,
      phone,
      email: email || user?.email || '',
      vehicle,
      images: stored.map((s) => s.url),
    });
    return toSellRequest(row, media);
  } catch (error) {
    // The request was not saved: its photos would be orphans.
    await Promise.all(stored.map((s) => getStorage().delete(s.key)));
    throw error;
  }
}

function listPage(db: Db, scope: SellRequestScope, url: URL, media: MediaUrl): Promise<SellRequestPage> {
  return paginate(
    url,
    { defaultPageSize: SELL_REQUEST_PAGE_SIZE },
    () => countSellRequests(db, scope),
    async ({ pageSize, offset }) =>
      (await findSellRequests(db, scope, pageSize, offset)).map((row) => toSellRequest(row, media)),
  );
}

/** django-filter's ChoiceFilter: blank is no filter, an unknown status is a 400. */
function statusFilter(url: URL): SellRequestStatus | undefined {
  const raw = url.searchParams.getAll('status').at(-1)?.trim();
  if (!raw) return undefined;
  if (!(SELL_REQUEST_STATUSES as readonly string[]).includes(raw)) {
    throw ApiError.validation({ status: [`Select a valid choice. ${raw} is not one of the available choices.`] });
  }
  return raw as SellRequestStatus;
}

/** Staff: every request, newest first, optionally by status. */
export function listSellRequests(db: Db, url: URL, media: MediaUrl): Promise<SellRequestPage> {
  return listPage(db, { status: statusFilter(url) }, url, media);
}

/** A customer's own requests, newest first. */
export function listOwnSellRequests(db: Db, user: AuthUser, url: URL, media: MediaUrl): Promise<SellRequestPage> {
  return listPage(db, { userId: user.id, status: statusFilter(url) }, url, media);
}

export async function setSellRequestStatus(
  db: Db,
  id: number,
  status: SellRequestStatus,
  media: MediaUrl,
): Promise<SellRequest> {
  const row = await updateSellRequestStatus(db, id, status);
  if (!row) throw ApiError.notFound();
  return toSellRequest(row, media);
}
