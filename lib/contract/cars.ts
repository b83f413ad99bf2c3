// Car marketplace contract: cards and pages, filter query, car detail, facets, suggestions and saved cars.
import { z } from 'zod';
import { INSPECTION_FIELDS, MILEAGE_UNITS, type InspectionField } from './car-options';
import { integer, pageSchema, type Page } from './common';

// Plain lists live in car-options.ts so browser code can use them without loading zod.
export { CAR_SORTS, INSPECTION_FIELDS, type CarSort, type InspectionField, type MileageUnit } from './car-options';

// The selling types are defined once, without zod, in selling-types.ts.
export { CONDITION_TYPES, SELLING_TYPES, type ConditionType, type SellingType } from './selling-types';

/** Orderings the listing endpoints accept in `?ordering=` (a leading `-` means descending). */
export const CAR_ORDERING_FIELDS = ['price', 'mileage', 'year', 'created_at', 'auction_ends_at'] as const;
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
    /** The odometer (or a boat's engine hours) in `mileage_unit`. */
    mileage: z.number().int(),
    /** km for cars in Cambodia, mi for US and Canadian cars, h (engine hours) for boats (decision 046). */
    mileage_unit: z.enum(MILEAGE_UNITS),
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
    /** The latest earlier price (price history) above the current price: a price drop, or null when none. */
    previous_price: z.number().int().nullable(),
    /** ISO 8601, auction listings only. */
    auction_ends_at: z.string().nullable(),
    /** The auction house's lot number, auction listings only. */
    lot_number: z.string().nullable(),
    /** Title status (Clean, Salvage, Rebuilt), auction listings only. */
    title_type: z.string().nullable(),
    /** Primary damage as the auction reports it, auction listings only. */
    damage: z.string().nullable(),
  })
  .meta({ id: 'CarCard' });
export type CarCard = z.infer<typeof carCardSchema>;

export const carPageSchema = pageSchema(carCardSchema).meta({ id: 'CarPage' });
export type CarPage = Page<CarCard>;

/**
 * A page of the public listings (decision 068): DRF's page, whose `count` is exact up to 10,000 matches and past
 * that an estimate rounded to two significant figures, flagged by `count_is_estimate` (the site prints "about").
 * `next` is null on the last page whichever it is; a page past the end is a 404 "Invalid page.".
 */
export const carListingPageSchema = pageSchema(carCardSchema)
  .extend({
    /** `count` is an estimate (more than 10,000 matches), rounded to two significant figures. */
    count_is_estimate: z.boolean(),
  })
  .meta({ id: 'CarListingPage' });
export type CarListingPage = z.infer<typeof carListingPageSchema>;

const param = (description: string) => z.string().optional().describe(description);

/**
 * Query parameters of every car listing endpoint (`/api/cars/filter/`, `/selling-type/{type}/filter/`,
 * `/condition/{type}/filter/`) and of the facet endpoints. All optional; empty values are ignored; ranges use
 * django-filter's `__gte`/`__lte` naming; list facets take one value or a comma list (`body_style=SUV,Sedan`).
 * A non-number in a numeric parameter is a 400 `{"price__gte": ["Enter a number."]}`.
 */
export const carFilterQuerySchema = z
  .object({
    page: param('Page number (20 cards a page), or "last"; 0, junk or past the end → 404 "Invalid page."'),
    ordering: param(
      'One of price, -price, mileage, -mileage, -year, year (CAR_SORTS), or auction_ends_at (running auctions ending ' +
        'soonest first, ended ones last; AUCTION_SORTS); default newest first',
    ),
    q: param('Free text: every word must match the make, model or trim (same as `search`)'),
    search: param('Alias of q'),
    make: param('Make, exact (as the facets and suggestions spell it); alias make_name'),
    model: param('Model, exact; alias model_name'),
    trim: param('Trim, exact; alias trim_name'),
    make_name: param('Same as make'),
    model_name: param('Same as model'),
    trim_name: param('Same as trim'),
    year__gte: param('Model year from (integer)'),
    year__lte: param('Model year to (integer)'),
    price__gte: param('Price from, whole US dollars'),
    price__lte: param('Price to, whole US dollars'),
    mileage__gte: param("Mileage from, in each listing's own unit (mileage_unit: km in Cambodia, mi in the US/Canada)"),
    mileage__lte: param("Mileage to, in each listing's own unit"),
    mileage_km__gte: param(
      'Mileage from, in kilometres whatever the listing’s unit (miles converted as the cards print them); boats never match',
    ),
    mileage_km__lte: param('Mileage to, in kilometres whatever the listing’s unit; boats never match'),
    body_style: param('Body style(s), comma list'),
    fuel_type: param('Fuel type(s), comma list'),
    transmission: param('Transmission(s), comma list'),
    drivetrain: param('Drivetrain(s), comma list'),
    exterior_color: param('Exterior colour(s), comma list'),
    interior_color: param('Interior colour(s), comma list'),
    country: param('US, CA or KH, comma list'),
    title_type: param('Auction title type(s), comma list'),
    damage: param('Auction damage(s), comma list'),
    accident_free: param('true/false'),
    one_owner: param('true/false'),
    vehicle_type: param('car or boat'),
    dealer_id: param("One seller's listings (the seller's user id), or a comma list"),
  })
  .meta({ id: 'CarFilterQuery' });
export type CarFilterQuery = z.infer<typeof carFilterQuerySchema>;

const inspectionValue = z.union([z.string(), z.number(), z.boolean()]).nullable();
/** Every named field is present (null when the inspector left it out). */
export const inspectionReportSchema = z
  .object(
    Object.fromEntries(INSPECTION_FIELDS.map((f) => [f, inspectionValue])) as Record<
      InspectionField,
      typeof inspectionValue
    >,
  )
  .meta({ id: 'InspectionReport' });
export type InspectionReport = z.infer<typeof inspectionReportSchema>;

export const carImageSchema = z
  .object({
    id: z.number().int(),
    /** Absolute URL. */
    image: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'CarImage' });
export type CarImage = z.infer<typeof carImageSchema>;

export const carDealerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string(),
    phone: z.string().nullable(),
    profilePic: z.string().nullable(),
    /** A Business Account: it has a public dealer page (/api/dealers/{id}/, /cars/dealer/{id}). */
    is_dealer: z.boolean(),
  })
  .meta({ id: 'CarDealer' });
export type CarDealer = z.infer<typeof carDealerSchema>;

/** GET /api/dealers/{id}/: a Business Account's public profile; any other account is a 404. */
export const dealerProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company_name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    /** Absolute URL, or null. */
    profilePic: z.string().nullable(),
    /** Active listings (what /cars/dealer/{id} lists). */
    car_count: z.number().int(),
  })
  .meta({ id: 'DealerProfile' });
export type DealerProfile = z.infer<typeof dealerProfileSchema>;

/** GET /api/car/{id}/ and /api/car/{slug}/: everything the car page needs. */
export const carDetailSchema = carCardSchema
  .extend({
    body_style: z.string(),
    engine_size: z.string(),
    cylinders: z.number().int().nullable(),
    drivetrain: z.string(),
    interior_color: z.string(),
    /** left or right (JDM cars are right-hand drive). */
    steering: z.string(),
    description: z.string(),
    /** 17-character VIN or JDM chassis number; null when unknown. */
    vin: z.string().nullable(),
    title_type: z.string().nullable(),
    damage: z.string().nullable(),
    /** ISO 8601, auction listings only. */
    auction_ends_at: z.string().nullable(),
    accident_free: z.boolean(),
    one_owner: z.boolean(),
    /** active or sold (drafts are never public). */
    status: z.string(),
    images: z.array(carImageSchema),
    files: z.array(z.object({ file: z.string(), name: z.string() })),
    /** A https://www.youtube-nocookie.com/embed/<id> URL, or null. */
    video: z.string().nullable(),
    inspection: inspectionReportSchema.nullable(),
    dealer: carDealerSchema.nullable(),
    /** Whether the asking user saved this car; false when anonymous. */
    is_saved: z.boolean(),
    /** Oldest first; the last entry is the current price. */
    price_history: z.array(z.object({ price: z.number().int(), changed_at: z.string() })),
    created_at: z.string(),
  })
  .meta({ id: 'CarDetail' });
export type CarDetail = z.infer<typeof carDetailSchema>;

const rangeSchema = z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() });
const valueCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof valueCountSchema>;

/**
 * GET /api/cars/search-filter-data-v3/{type}/ and /search-filter-data/{type}/: the facets of the listings of a
 * type (`personal car`, `dealer car`, `dealer to dealer` → all local cars; `all` → no type condition), narrowed
 * by the same filter parameters as the listings. Counts per value, most listings first; ranges are null when
 * nothing matches.
 */
export const facetsSchema = z
  .object({
    count: z.number().int(),
    makes: z.array(
      z.object({
        make_name: z.string(),
        count: z.number().int(),
        models: z.array(
          z.object({
            model_name: z.string(),
            count: z.number().int(),
            trims: z.array(z.object({ trim_name: z.string(), count: z.number().int() })),
          }),
        ),
      }),
    ),
    year: rangeSchema,
    price: rangeSchema,
    mileage: rangeSchema,
    body_styles: z.array(valueCountSchema),
    fuel_types: z.array(valueCountSchema),
    transmissions: z.array(valueCountSchema),
    drivetrains: z.array(valueCountSchema),
    exterior_colors: z.array(valueCountSchema),
    interior_colors: z.array(valueCountSchema),
  })
  .meta({ id: 'CarFacets' });
export type CarFacets = z.infer<typeof facetsSchema>;

/**
 * GET /api/cars/search/suggestions/?q= and POST /api/cars/search/?q=: up to 10, names starting with the text
 * first, then by trigram similarity; empty q → []. `model`/`trim` are '' when the suggestion is a whole make or
 * model; the site goes to /cars?make_name=…&model_name=…&trim_name=… with the non-empty ones.
 */
export const suggestionSchema = z
  .object({ display_name: z.string(), make: z.string(), model: z.string(), trim: z.string() })
  .meta({ id: 'CarSuggestion' });
export type CarSuggestion = z.infer<typeof suggestionSchema>;
export const suggestionListSchema = z.array(suggestionSchema);

/** POST /api/usermgmt/add-car-to-saved-list/ and remove-car-from-saved-list/ → 200 {detail, car_id, is_saved}. */
export const savedCarRequestSchema = z
  .object({
    car_id: integer({ min: 1 }),
  })
  .meta({ id: 'SavedCarRequest' });
export type SavedCarRequest = z.infer<typeof savedCarRequestSchema>;
export const savedCarResponseSchema = z
  .object({ detail: z.string(), car_id: z.number().int(), is_saved: z.boolean() })
  .meta({ id: 'SavedCarResponse' });
export type SavedCarResponse = z.infer<typeof savedCarResponseSchema>;
