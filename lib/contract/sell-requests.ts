// "Sell your car" requests: the multipart form visitors and customers send (POST /api/sell-requests/) and what staff see.
import { z } from 'zod';
import { integer, pageSchema, type Page } from './common';
import { GALLERY_IMAGE_TYPES, GALLERY_MAX_BYTES } from './dealer';
import { FIRST_YEAR, LAST_YEAR, stripPrice } from './price';
import { vehicleIdSchema } from './vin';

export const SELL_REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type SellRequestStatus = (typeof SELL_REQUEST_STATUSES)[number];

export const SELL_CONDITIONS = ['excellent', 'good', 'fair', 'needs work'] as const;

/** Photos: the same types and per-file cap as listing pictures, at most ten a request. */
export const SELL_PHOTO_TYPES = GALLERY_IMAGE_TYPES;
export const SELL_PHOTO_MAX_BYTES = GALLERY_MAX_BYTES;
export const SELL_MAX_PHOTOS = 10;

export const CAMBODIA_CITIES = [
  'Phnom Penh',
  'Siem Reap',
  'Battambang',
  'Sihanoukville',
  'Kampot',
  'Kep',
  'Kampong Cham',
  'Kampong Chhnang',
  'Kampong Speu',
  'Kampong Thom',
  'Ta Khmau',
  'Koh Kong',
  'Kratie',
  'Sen Monorom',
  'Banlung',
  'Preah Vihear',
  'Prey Veng',
  'Pursat',
  'Stung Treng',
  'Svay Rieng',
  'Takeo',
  'Samraong',
  'Pailin',
  'Suong',
  'Serei Saophoan',
  'Poipet',
  'Bavet',
] as const;

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

/** Where the car is: a city in Cambodia (we sell it here or buy it) or a US state (we ship it over first). */
export const SELL_LOCATIONS = [...CAMBODIA_CITIES, ...US_STATES] as const;
export const locationCountry = (location: string): 'KH' | 'US' =>
  (CAMBODIA_CITIES as readonly string[]).includes(location) ? 'KH' : 'US';

// Form fields arrive as text; a blank one is treated as absent, so required fields say "This field is required.".
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
// DRF's words carried by the contract itself, so the browser's form shows the same messages as the API.
const REQUIRED = 'This field is required.';
const wholeNumber = (min: number, max: number) => z.preprocess(blankIsAbsent, integer({ min, max }));
const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`).optional().default('');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    blankIsAbsent,
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? REQUIRED : `"${String(issue.input)}" is not a valid choice.`),
    }),
  );

const emailSchema = z.string().trim().max(254).email('Enter a valid email address.');

const fields = {
  name: required(120),
  phone: z
    .string()
    .trim()
    .max(30, 'Ensure this field has no more than 30 characters.')
    .min(1, 'This field may not be blank.')
    .refine((v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 8, 'Enter a valid phone number.'),
  year: wholeNumber(FIRST_YEAR, LAST_YEAR),
  make: required(60),
  model: required(60),
  trim: optionalText(60),
  mileage: wholeNumber(0, 2_000_000),
  /** A check-digit-valid 17-character VIN or a JDM chassis number; blank or absent means unknown. */
  vin: z.preprocess(blankIsAbsent, vehicleIdSchema.optional()).transform((v) => v ?? null),
  /** USD; `$` and commas are stripped (spec §5); blank means "make me an offer". */
  asking_price: z
    .preprocess(
      (v) => blankIsAbsent(typeof v === 'string' ? stripPrice(v) : v),
      integer({ min: 0, max: 100_000_000 }).optional(),
    )
    .transform((v) => v ?? null),
  location: choice(SELL_LOCATIONS),
  condition: choice(SELL_CONDITIONS),
  description: optionalText(5000),
};

/**
 * A signed-in user's request: a blank e-mail is taken from their account. Photos (`photos`, repeated, up to ten
 * JPEG, PNG or WebP files of at most 10 MB) travel beside these fields and are checked by the server from their bytes.
 */
export const sellRequestCreateSchema = z
  .object({ ...fields, email: z.preprocess(blankIsAbsent, emailSchema.optional()).transform((v) => v ?? '') })
  .meta({ id: 'SellRequestCreate' });
/** A visitor's request: the e-mail is required. */
export const anonymousSellRequestSchema = z
  .object({ ...fields, email: emailSchema })
  .meta({ id: 'AnonymousSellRequestCreate' });
export type SellRequestInput = z.input<typeof sellRequestCreateSchema>;
export type SellRequestCreate = z.output<typeof sellRequestCreateSchema>;
export type SellRequestField = keyof typeof sellRequestCreateSchema.shape;
export const SELL_REQUEST_FIELDS = Object.keys(sellRequestCreateSchema.shape) as SellRequestField[];

/** The OpenAPI description of the multipart body: the fields plus the photo files. */
export const sellRequestFormSchema = sellRequestCreateSchema
  .extend({ photos: z.array(z.file()).max(SELL_MAX_PHOTOS).optional() })
  .meta({ id: 'SellRequestForm' });

/** PUT /api/sell-requests/{id}/ (staff). */
export const sellRequestUpdateSchema = z
  .object({ status: z.enum(SELL_REQUEST_STATUSES) })
  .meta({ id: 'SellRequestUpdate' });
export type SellRequestUpdate = z.infer<typeof sellRequestUpdateSchema>;

export const sellRequestSchema = z
  .object({
    id: z.number().int(),
    /** What the seller quotes on the phone: `SR-000042`. */
    reference: z.string(),
    user: z.number().int().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    trim: z.string(),
    mileage: z.number().int(),
    vin: z.string().nullable(),
    asking_price: z.number().int().nullable(),
    location: z.string(),
    country: z.enum(['KH', 'US']),
    condition: z.string(),
    description: z.string(),
    /** Absolute URLs of the photos, re-encoded as WebP. */
    photos: z.array(z.string()),
    status: z.enum(SELL_REQUEST_STATUSES),
    created_at: z.string(),
  })
  .meta({ id: 'SellRequest' });
export type SellRequest = z.infer<typeof sellRequestSchema>;

export const sellRequestPageSchema = pageSchema(sellRequestSchema).meta({ id: 'SellRequestPage' });
export type SellRequestPage = Page<SellRequest>;

export const sellReference = (id: number): string => `SR-${String(id).padStart(6, '0')}`;
