// Dealer listings (Business Accounts and staff): car create/update bodies, list items, tools, video and gallery.
import { z } from 'zod';
import { carCardSchema } from './cars';
import { integer, pageSchema, type Page } from './common';
import { vehicleIdSchema } from './vin';
import { DEALER_SELLING_TYPES } from './selling-types';
import { youtubeEmbedUrl } from './youtube';

/** The categories a dealer may list under (defined once in selling-types.ts). */
export { DEALER_SELLING_TYPES };
export const LISTING_STATUSES = ['active', 'sold', 'draft'] as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional().default('');
const wholeNumber = (max: number) => integer({ min: 0, max });
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/**
 * POST /api/dealer/cars/create/ (JSON or form). `vin`: a 17-character VIN whose check digit (position 9) is right,
 * or a JDM chassis number such as JZX100-0012345; blank or absent means unknown.
 */
export const dealerCarCreateSchema = z
  .object({
    year: integer({ min: 1900, max: 2100 }),
    make_name: text(60).min(1),
    model_name: text(60).min(1),
    trim_name: optionalText(60),
    body_style: optionalText(40),
    engine_size: optionalText(40),
    cylinders: integer({ min: 0, max: 16 }).nullable().optional(),
    transmission: optionalText(40),
    drivetrain: optionalText(40),
    fuel_type: optionalText(40),
    exterior_color: optionalText(40),
    interior_color: optionalText(40),
    steering: z.enum(['left', 'right']).optional().default('left'),
    price: wholeNumber(100_000_000),
    mileage: wholeNumber(10_000_000).optional().default(0),
    selling_type: z.enum(DEALER_SELLING_TYPES),
    country: z.enum(['US', 'CA', 'KH']).optional().default('US'),
    location: optionalText(120),
    description: optionalText(5000),
    vin: z
      .union([z.literal('').transform(() => null), vehicleIdSchema])
      .nullable()
      .optional(),
    title_type: text(40).nullable().optional(),
    damage: text(60).nullable().optional(),
    accident_free: flag.optional().default(true),
    one_owner: flag.optional().default(false),
    vehicle_type: z.enum(['car', 'boat']).optional().default('car'),
    status: z.enum(LISTING_STATUSES).optional().default('active'),
  })
  .meta({ id: 'DealerCarCreate' });
export type DealerCarCreate = z.infer<typeof dealerCarCreateSchema>;

/**
 * PUT /api/dealer/cars/{id}/update/: any subset of the create fields; a new price adds a price history row.
 * Not `.partial()`: zod would still fill the create defaults in and reset fields the client did not send. The
 * mapped object loses its static type, hence the cast back to what it parses to.
 */
export const dealerCarUpdateSchema = z
  .object({
    ...Object.fromEntries(
      Object.entries(dealerCarCreateSchema.shape).map(([key, schema]) => [key, z.unknown().pipe(schema).optional()]),
    ),
  })
  .meta({ id: 'DealerCarUpdate' }) as unknown as z.ZodType<Partial<DealerCarCreate>>;
export type DealerCarUpdate = Partial<DealerCarCreate>;

/** GET /api/dealer/cars/?page=: the dealer's own listings, every status, newest first (20 a page). */
export const dealerCarSchema = carCardSchema
  .extend({
    status: z.enum(LISTING_STATUSES),
    vin: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'DealerCar' });
export type DealerCar = z.infer<typeof dealerCarSchema>;
export const dealerCarPageSchema = pageSchema(dealerCarSchema).meta({ id: 'DealerCarPage' });
export type DealerCarPage = Page<DealerCar>;

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
