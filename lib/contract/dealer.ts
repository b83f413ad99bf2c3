// Dealer listings (Business Accounts and staff): car create/update bodies, list items, tools, video and gallery.
import { z } from 'zod';
import { MILEAGE_UNITS } from './car-options';
import { carCardSchema } from './cars';
import { integer, pageSchema, type Page } from './common';
import { referenceMakeSpelling } from './vehicle-makes';
import { vehicleIdSchema } from './vin';
import { DEALER_SELLING_TYPES } from './selling-types';
import { youtubeEmbedUrl } from './youtube';

/** The categories a dealer may list under (defined once in selling-types.ts). */
export { DEALER_SELLING_TYPES };
export const LISTING_STATUSES = ['active', 'sold', 'draft'] as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional().default('');
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** Spec §9: listings are of cars made from 1960 to this year. */
export const LISTING_YEAR_MIN = 1960;
export const listingYearMax = (): number => new Date().getFullYear();
export const LISTING_COUNTRIES = ['KH', 'US', 'CA'] as const;
export type ListingCountry = (typeof LISTING_COUNTRIES)[number];

const INTEGER_TEXT = /^\s*\d[\d,]*\s*$/;
/**
 * A whole number in a sentence people understand when it is missing, not a number or out of range (the form and
 * the API say the same thing). Thousands separators are fine: "45,000".
 */
function count(messages: { required: string; invalid: string; max: number; tooBig: string }) {
  return z.preprocess(
    (v) => (typeof v === 'string' && INTEGER_TEXT.test(v) ? Number(v.replace(/[,\s]/g, '')) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .int(messages.invalid)
      .min(0, messages.invalid)
      .max(messages.max, messages.tooBig),
  );
}

const yearMessage = () => `Choose a year from ${LISTING_YEAR_MIN} to ${listingYearMax()}.`;
const listingYear = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'Choose the year the car was made.' : yearMessage()) })
      .int(yearMessage())
      .min(LISTING_YEAR_MIN, yearMessage())
      .check((ctx) => {
        if (ctx.value > listingYearMax()) ctx.issues.push({ code: 'custom', message: yearMessage(), input: ctx.value });
      }),
  )
  .meta({ description: `The model year, from ${LISTING_YEAR_MIN} to the current year` });
/** A list's value: a sentence when none was chosen; an unknown one keeps DRF's '"x" is not a valid choice.'. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: (issue) => (issue.input === undefined || issue.input === '' ? message : undefined) });

/** Letters (any script) and digits with the punctuation names use: "Mercedes-Benz", "F-150", "xDrive40i (G05)". */
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'&+/()-]*$/u;
const collapseSpaces = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v);
/**
 * A make, model or trim, picked from a list or typed ("Other…", decision 053): spaces collapsed, at most 60
 * characters, letters and digits with the punctuation names use, each problem in a sentence. `missing`: the
 * sentence for an absent or empty name (absent = optional).
 */
function vehicleName(what: string, example: string, missing: string) {
  return z.preprocess(
    collapseSpaces,
    z
      .string({ error: missing })
      .min(1, { message: missing, abort: true })
      .max(60, { message: `Keep the ${what} under 60 characters.`, abort: true })
      .regex(NAME_PATTERN, `Write the ${what} in letters and digits, like ${example}.`),
  );
}
const optionalName = (what: string, example: string) =>
  z.preprocess(
    collapseSpaces,
    z
      .union([z.literal(''), vehicleName(what, example, '')])
      .optional()
      .default(''),
  );

/**
 * POST /api/dealer/cars/create/ (JSON or form). `vin`: a 17-character VIN whose check digit (position 9) is right,
 * or a JDM chassis number such as JZX100-0012345; blank or absent means unknown. `mileage_unit` says what the
 * dealer typed (the odometer's unit, absent = the listing's own); the listing keeps its country's unit. `status`:
 * absent = `draft`; a listing is published (`active`) only once it has a photo, so a create asking for `active` is a
 * 400 (decision 053). Messages are sentences for the dealer's form.
 */
export const dealerCarCreateSchema = z
  .object({
    year: listingYear,
    // A make typed in another spelling of a reference make is saved in that one ("mercedes benz" → Mercedes-Benz).
    make_name: vehicleName('make', 'Suzuki', 'Choose the make.').transform(referenceMakeSpelling),
    model_name: vehicleName('model', 'Swift', 'Choose the model.'),
    trim_name: optionalName('trim', 'GLX'),
    body_style: optionalText(40),
    engine_size: optionalText(40),
    cylinders: integer({ min: 0, max: 16 }).nullable().optional(),
    transmission: optionalText(40),
    drivetrain: optionalText(40),
    fuel_type: optionalText(40),
    exterior_color: optionalText(40),
    interior_color: optionalText(40),
    steering: z.enum(['left', 'right']).optional().default('left'),
    price: count({
      required: 'Enter the price in US dollars.',
      invalid: 'Enter the price in whole US dollars, like 18,900.',
      max: 100_000_000,
      tooBig: 'The price can be at most $100,000,000.',
    }),
    mileage: count({
      required: 'Enter the mileage.',
      invalid: 'Enter the mileage as a whole number, like 45,000.',
      max: 10_000_000,
      tooBig: 'The mileage can be at most 10,000,000.',
    })
      .optional()
      .default(0),
    mileage_unit: choice(MILEAGE_UNITS, 'Choose km or miles.').optional(),
    selling_type: choice(DEALER_SELLING_TYPES, 'Choose a category.'),
    country: choice(LISTING_COUNTRIES, 'Choose the country the car is in.').optional().default('US'),
    location: optionalText(120),
    description: text(5000).max(5000, 'Keep the description under 5,000 characters.').optional().default(''),
    vin: z
      .union([z.literal('').transform(() => null), vehicleIdSchema])
      .nullable()
      .optional(),
    title_type: text(40).nullable().optional(),
    damage: text(60).nullable().optional(),
    accident_free: flag.optional().default(true),
    one_owner: flag.optional().default(false),
    vehicle_type: z.enum(['car', 'boat']).optional().default('car'),
    // A new listing has no photos yet, so it starts as a draft (decision 053); its photos follow, then it is
    // published with an update. The server refuses `active` on create with a sentence saying so.
    status: choice(LISTING_STATUSES, 'Choose whether to publish the listing now.').optional().default('draft'),
  })
  .meta({ id: 'DealerCarCreate' });
export type DealerCarCreate = z.infer<typeof dealerCarCreateSchema>;

/** A create field's input JSON Schema without its default: an update leaves an absent field as it is. */
function updateFieldSchema(schema: z.ZodType): Record<string, unknown> {
  const { default: _default, $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' });
  return rest;
}

/**
 * PUT /api/dealer/cars/{id}/update/: any subset of the create fields; a new price adds a price history row.
 * Not `.partial()`: zod would still fill the create defaults in and reset fields the client did not send. Each
 * field's document is the create field's, without the default. The mapped object loses its static type, hence the
 * cast back to what it parses to.
 */
export const dealerCarUpdateSchema = z
  .object({
    ...Object.fromEntries(
      Object.entries(dealerCarCreateSchema.shape).map(([key, schema]) => [
        key,
        z.unknown().pipe(schema).optional().meta(updateFieldSchema(schema)),
      ]),
    ),
  })
  .meta({ id: 'DealerCarUpdate' }) as unknown as z.ZodType<Partial<DealerCarCreate>>;
export type DealerCarUpdate = Partial<DealerCarCreate>;

/** The sorts of the dealer's own listings (`?ordering=`); absent = newest first. */
export const DEALER_LISTING_SORTS = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-price', label: 'Price highest' },
  { value: 'price', label: 'Price lowest' },
  { value: '-views', label: 'Most viewed' },
  { value: '-leads', label: 'Most chat leads' },
] as const;
export type DealerListingSort = (typeof DEALER_LISTING_SORTS)[number]['value'];

/** GET /api/dealer/cars/ query: page, words matched in the name or VIN, one status, a sort. */
export const dealerCarListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  status: z.enum(LISTING_STATUSES).optional(),
  ordering: z
    .enum(DEALER_LISTING_SORTS.map((sort) => sort.value) as [DealerListingSort, ...DealerListingSort[]])
    .optional(),
});
export type DealerCarListQuery = z.infer<typeof dealerCarListQuerySchema>;

/**
 * GET /api/dealer/cars/: the dealer's own listings (20 a page) with how many times each car page was viewed and
 * how many car chats shoppers started about it.
 */
export const dealerCarSchema = carCardSchema
  .extend({
    status: z.enum(LISTING_STATUSES),
    vin: z.string().nullable(),
    views: z.number().int(),
    leads: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DealerCar' });
export type DealerCar = z.infer<typeof dealerCarSchema>;
export const dealerCarPageSchema = pageSchema(dealerCarSchema).meta({ id: 'DealerCarPage' });
export type DealerCarPage = Page<DealerCar>;

/**
 * GET /api/dealer/car-options/: what the "Add a car" form offers, from the same listings the car filters count
 * (makes → models → trims, and the value lists), the year bounds, and the country the dealer's profile suggests.
 * `makes` also holds the reference makes nobody lists yet (`REFERENCE_MAKES`, with no models), alphabetical.
 */
export const dealerCarOptionsSchema = z
  .object({
    makes: z.array(
      z.object({
        make_name: z.string(),
        models: z.array(z.object({ model_name: z.string(), trims: z.array(z.string()) })),
      }),
    ),
    body_styles: z.array(z.string()),
    fuel_types: z.array(z.string()),
    transmissions: z.array(z.string()),
    drivetrains: z.array(z.string()),
    exterior_colors: z.array(z.string()),
    interior_colors: z.array(z.string()),
    year: z.object({ min: z.number().int(), max: z.number().int() }),
    country: z.enum(LISTING_COUNTRIES),
  })
  .meta({ id: 'DealerCarOptions' });
export type DealerCarOptions = z.infer<typeof dealerCarOptionsSchema>;

/** GET /api/dealer/tools/: the dealer's listings by status, and how many times shoppers saved them. */
export const dealerToolsSchema = z
  .object({
    total: z.number().int(),
    active: z.number().int(),
    sold: z.number().int(),
    draft: z.number().int(),
    saved_count: z.number().int(),
  })
  .meta({ id: 'DealerTools' });
export type DealerTools = z.infer<typeof dealerToolsSchema>;

/** POST /api/dealer/carvideo/create/ and PUT /api/dealer/carvideo/{car id}/update/: one video per car. */
export const carVideoSchema = z
  .object({
    car: integer({ min: 1 }),
    video_url: z
      .string()
      .trim()
      .transform((link, ctx) => {
        const embed = youtubeEmbedUrl(link);
        if (!embed) ctx.addIssue({ code: 'custom', message: 'Enter a YouTube link with an 11-character video id.' });
        return embed ?? '';
      }),
  })
  .meta({ id: 'CarVideoRequest' });
export type CarVideoRequest = z.infer<typeof carVideoSchema>;
/** The update names the car in the path. */
export const carVideoUpdateSchema = carVideoSchema.pick({ video_url: true }).meta({ id: 'CarVideoUpdate' });
export const carVideoResponseSchema = z
  .object({ id: z.number().int(), car: z.number().int(), video: z.string() })
  .meta({ id: 'CarVideo' });
export type CarVideo = z.infer<typeof carVideoResponseSchema>;

/** Upload limits of POST /api/dealer/cargallery/create/ (multipart `car`, `image`). */
export const GALLERY_MAX_BYTES = 10 * 1024 * 1024;
export const GALLERY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const galleryImageCreateSchema = z.object({ car: integer({ min: 1 }) }).meta({ id: 'GalleryImageCreate' });
/** PUT /api/dealer/cargallery/{id}/update/: move an image; 0 is first. */
export const galleryImageUpdateSchema = z
  .object({ position: integer({ min: 0, max: 1000 }) })
  .meta({ id: 'GalleryImageUpdate' });
export type GalleryImageUpdate = z.infer<typeof galleryImageUpdateSchema>;

export const galleryImageSchema = z
  .object({
    id: z.number().int(),
    car: z.number().int(),
    /** Absolute URL. */
    image: z.string(),
    position: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'GalleryImage' });
export type GalleryImage = z.infer<typeof galleryImageSchema>;
