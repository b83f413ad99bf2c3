// Used parts catalogue: part cards and detail, the list query, the make → … → sub-category cascade and part orders.
import { z } from 'zod';
import { integer, pageSchema, type Page } from './common';

/** Where a part ships from: our Phnom Penh warehouse (local stock) or a partner dealer in the United States. */
export const PART_SOURCES = ['warehouse', 'us dealer'] as const;
export type PartSource = (typeof PART_SOURCES)[number];

export const PART_CONDITIONS = ['Used', 'Remanufactured', 'New (OEM)'] as const;

export const PART_ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type PartOrderStatus = (typeof PART_ORDER_STATUSES)[number];

/** Cards on a page of GET /api/parts/all/ and of GET /api/parts/orders/. */
export const PARTS_PAGE_SIZE = 20;
export const PART_ORDERS_PAGE_SIZE = 20;
/** One order takes 1 to 10 of a part. */
export const PART_ORDER_MAX_QUANTITY = 10;

/** The vehicle a part fits (the part's own vehicle is always one of them). */
export const partFitmentSchema = z
  .object({
    make: z.string(),
    year: z.number().int(),
    model: z.string(),
    engine: z.string(),
  })
  .meta({ id: 'PartFitment' });
export type PartFitment = z.infer<typeof partFitmentSchema>;

export const partSellerSchema = z
  .object({
    /** "Phnom Penh Warehouse" or the US dealer's name. */
    name: z.string(),
    /** "Phnom Penh, Cambodia" or "<City>, <State>, USA". */
    location: z.string(),
  })
  .meta({ id: 'PartSeller' });
export type PartSeller = z.infer<typeof partSellerSchema>;

/** One result of GET /api/parts/all/ (and a related part on the detail). */
export const partCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    make: z.string(),
    year: z.number().int(),
    model: z.string(),
    engine: z.string(),
    category: z.string(),
    sub_category: z.string(),
    part_number: z.string(),
    /** One of PART_CONDITIONS in practice; kept a string so a new condition never breaks a page. */
    condition: z.string(),
    /** Whole US dollars. */
    price: z.number().int(),
    /** Units available now; 0 is out of stock (still listed). */
    stock: z.number().int(),
    /** Absolute URL of the first picture, or null when it has none. */
    image: z.string().nullable(),
    source: z.enum(PART_SOURCES),
  })
  .meta({ id: 'PartCard' });
export type PartCard = z.infer<typeof partCardSchema>;

export const partPageSchema = pageSchema(partCardSchema).meta({ id: 'PartPage' });
export type PartPage = Page<PartCard>;

/** GET /api/parts/{id}/: everything the part page needs. */
export const partDetailSchema = partCardSchema
  .extend({
    /** Absolute URLs, gallery order (the first is `image`). */
    images: z.array(z.string()),
    description: z.string(),
    seller: partSellerSchema,
    /** Every vehicle it fits, newest year first; includes the part's own make/year/model/engine. */
    fits: z.array(partFitmentSchema),
    /** Up to 8 other in-stock parts for the same vehicle (same make, model and year), cheapest category mates first. */
    related: z.array(partCardSchema),
    created_at: z.string(),
  })
  .meta({ id: 'PartDetail' });
export type PartDetail = z.infer<typeof partDetailSchema>;

const param = (description: string) => z.string().optional().describe(description);

/**
 * Query of GET /api/parts/all/: spec §7's seven lookups, `source` and `page`. All optional; empty values are
 * ignored; text lookups are case-insensitive substrings (`%` and `_` match themselves); `year__iexact` must be a
 * number (else 400 `{"year__iexact": ["Enter a number."]}`); an unknown `source` is a 400. Site URL keys map as
 * make → make__icontains, …, subCategory → sub_category__icontains, name → name__icontains.
 */
export const partListQuerySchema = z
  .object({
    make__icontains: param('Make contains'),
    year__iexact: param('Model year (integer)'),
    model__icontains: param('Model contains'),
    engine__icontains: param('Engine contains'),
    category__icontains: param('Category contains'),
    sub_category__icontains: param('Sub-category contains'),
    name__icontains: param('Part name contains'),
    source: param('warehouse or us dealer (/parts/us-dealers uses "us dealer")'),
    page: param('Page number (20 parts a page), or "last"; 0, junk or past the end → 404 "Invalid page."'),
  })
  .meta({ id: 'PartListQuery' });
export type PartListQuery = z.infer<typeof partListQuerySchema>;

/** The site's URL keys for /parts and /parts/us-dealers (spec §7), in cascade order then name and page. */
export const PART_URL_KEYS = ['make', 'year', 'model', 'engine', 'category', 'subCategory', 'name', 'page'] as const;
export type PartUrlKey = (typeof PART_URL_KEYS)[number];

/**
 * Every cascade level answers a plain JSON array of distinct strings, sorted (years newest first, as strings):
 *   GET /api/parts/makes/                                                   → ["Ford", "Honda", …]
 *   GET /api/parts/makes/{make}/years/                                      → ["2021", "2018", …]
 *   GET /api/parts/makes/{make}/years/{year}/models/                        → ["Camry", …]
 *   GET …/models/{model}/engines/                                           → ["2AR-FE 2.5L I4", …]
 *   GET …/engines/{engine}/categories/                                      → ["Brakes", …]
 *   GET …/categories/{category}/sub-categories/                             → ["Calipers", …]
 * Each list is narrowed by every segment above it (exact, case-sensitive values as a previous level returned
 * them). Path segments are encodeURIComponent'ed by the client and decoded exactly once by the server, so names
 * with spaces, slashes (`%2F`), dashes and ampersands work. Optional `?source=` narrows every level too. An
 * unknown name is an empty list, not a 404.
 */
export const partCascadeSchema = z.array(z.string()).meta({ id: 'PartCascade' });
export type PartCascade = z.infer<typeof partCascadeSchema>;

export const PART_CASCADE_LEVELS = ['make', 'year', 'model', 'engine', 'category', 'sub_category'] as const;
export type PartCascadeLevel = (typeof PART_CASCADE_LEVELS)[number];

/** The choices made so far, in cascade order; the next level's list is the one after the last given. */
export interface PartCascadePath {
  make?: string;
  year?: string | number;
  model?: string;
  engine?: string;
  category?: string;
}

/** The API path (under /api) of the list after `path`'s last given level, each segment encoded once. */
export function partCascadePath(path: PartCascadePath): string {
  const e = (v: string | number) => encodeURIComponent(String(v));
  let url = '/parts/makes/';
  if (path.make === undefined) return url;
  url += `${e(path.make)}/years/`;
  if (path.year === undefined) return url;
  url += `${e(path.year)}/models/`;
  if (path.model === undefined) return url;
  url += `${e(path.model)}/engines/`;
  if (path.engine === undefined) return url;
  url += `${e(path.engine)}/categories/`;
  if (path.category === undefined) return url;
  return `${url}${e(path.category)}/sub-categories/`;
}

/** A short summary of the ordered part, as it is now. */
export const partOrderPartSchema = partCardSchema
  .pick({ id: true, name: true, make: true, year: true, model: true, engine: true, part_number: true, image: true })
  .meta({ id: 'PartOrderPart' });

/** One order of GET /api/parts/orders/ and the answer of POST /api/parts/orders/create/. */
export const partOrderSchema = z
  .object({
    id: z.number().int(),
    part: partOrderPartSchema,
    quantity: z.number().int(),
    /** Whole US dollars at the time of ordering. */
    unit_price: z.number().int(),
    /** quantity × unit_price. */
    total: z.number().int(),
    status: z.enum(PART_ORDER_STATUSES),
    created_at: z.string(),
    /** The buyer's user id (staff see everyone's orders). */
    user: z.number().int(),
    /** The buyer, so staff can tell whose order it is. */
    customer: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
  })
  .meta({ id: 'PartOrder' });
export type PartOrder = z.infer<typeof partOrderSchema>;

export const partOrderPageSchema = pageSchema(partOrderSchema).meta({ id: 'PartOrderPage' });
export type PartOrderPage = Page<PartOrder>;

/**
 * POST /api/parts/orders/create/ (login required): 201 with the order; 400 `{"quantity": ["Only 2 left in
 * stock."]}` or `{"part_id": ["This part is out of stock."]}` when stock ran out; an unknown part is 400 on part_id.
 */
export const partOrderCreateSchema = z
  .object({
    part_id: integer({ min: 1 }),
    quantity: integer({ min: 1, max: PART_ORDER_MAX_QUANTITY }).optional().default(1),
  })
  .meta({ id: 'PartOrderCreate' });
export type PartOrderInput = z.input<typeof partOrderCreateSchema>;
export type PartOrderCreate = z.output<typeof partOrderCreateSchema>;
