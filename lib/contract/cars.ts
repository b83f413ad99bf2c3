// Car listings: the card shown in every list and GET /api/cars/selling-type/{type}/filter/ (DRF pages of cards).
import { z } from 'zod';
import { pageSchema, type Page } from './common';

/** Spec §3 selling types, as they appear in `/api/cars/selling-type/{type}/filter/`. */
export const SELLING_TYPES = [
  'buy now',
  'auction car',
  'all',
  'us dealer',
  'personal car',
  'dealer car',
  'dealer to dealer',
  'featured car',
  'classic car',
  'featured classic',
  'jdm cars',
] as const;
export type SellingType = (typeof SELLING_TYPES)[number];

/** Orderings the listing endpoints accept in `?ordering=` (a leading `-` means descending). */
export const CAR_ORDERING_FIELDS = ['price', 'mileage', 'year', 'created_at'] as const;
export type CarOrderingField = (typeof CAR_ORDERING_FIELDS)[number];

export const carCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    /** `${year} ${make} ${model} ${trim}`, trimmed. */
    vehicle_name: z.string(),
    year: z.number().int(),
    make_name: z.string(),
    model_name: z.string(),
    trim_name: z.string(),
    /** Whole US dollars. */
    price: z.number().int(),
    mileage: z.number().int(),
    /** The listing's base category (never the derived featured types). */
    selling_type: z.string(),
    is_featured: z.boolean(),
    exterior_color: z.string(),
    fuel_type: z.string(),
    transmission: z.string(),
    /** Absolute URL, or null when the listing has no picture yet. */
    cover_image: z.string().nullable(),
    /** US, CA or KH. */
    country: z.string(),
    location: z.string(),
    vehicle_type: z.enum(['car', 'boat']),
  })
  .meta({ id: 'CarCard' });
export type CarCard = z.infer<typeof carCardSchema>;

export const carPageSchema = pageSchema(carCardSchema).meta({ id: 'CarPage' });
export type CarPage = Page<CarCard>;
