// The spec's selling types (§3, §7): the one definition the API, its OpenAPI document and the site use. No zod, so
// browser code can import it cheaply.

/** Each selling type by name, as it appears in `/api/cars/selling-type/{type}/filter/` and in `selling_type`. */
export const SELLING_TYPE = {
  buyNow: 'buy now',
  auction: 'auction car',
  all: 'all',
  usDealer: 'us dealer',
  personal: 'personal car',
  dealer: 'dealer car',
  dealerToDealer: 'dealer to dealer',
  featured: 'featured car',
  classic: 'classic car',
  featuredClassic: 'featured classic',
  jdm: 'jdm cars',
} as const;

const T = SELLING_TYPE;

/** Every selling type, in the spec's order. */
export const SELLING_TYPES = [
  T.buyNow,
  T.auction,
  T.all,
  T.usDealer,
  T.personal,
  T.dealer,
  T.dealerToDealer,
  T.featured,
  T.classic,
  T.featuredClassic,
  T.jdm,
] as const;
export type SellingType = (typeof SELLING_TYPES)[number];

/** The local (Cambodian) types of `/api/cars/condition/{type}/filter/`; their cars have `/cars/local/{id}` pages. */
export const CONDITION_TYPES = [T.personal, T.dealer, T.dealerToDealer] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/**
 * The categories a listing is stored under, which a dealer picks: not `all` (no category) and not the featured
 * views (chosen by staff with `is_featured`).
 */
export const DEALER_SELLING_TYPES = [T.buyNow, T.auction, T.usDealer, ...CONDITION_TYPES, T.classic, T.jdm] as const;
export type DealerSellingType = (typeof DEALER_SELLING_TYPES)[number];

/** True for the local types (their cars' pages live under `/cars/local/`). */
export const isConditionType = (type: string): type is ConditionType =>
  (CONDITION_TYPES as readonly string[]).includes(type);
