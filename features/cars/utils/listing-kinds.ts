// Which API endpoint and fixed filters feed each car listing route (spec §2, §3, §7), and which URL parameters
// a listing understands: everything else in the URL is ignored, so stray parameters never reach the API.
import { AUCTION_SORTS, CAR_SORTS } from '@/lib/contract/car-options';
import { isConditionType, SELLING_TYPE as T, type ConditionType, type SellingType } from '@/lib/contract/selling-types';

export interface CarListingKind {
  /** The listing endpoint, e.g. `/api/cars/selling-type/buy%20now/filter/`. */
  path: string;
  /** The `{type}` of `/api/cars/search-filter-data-v3/{type}/` for the filter panel's options. */
  facetType: string;
  /** Filters the route always applies (not shown in the URL). */
  fixed: Record<string, string>;
}

const sellingType = (type: SellingType, fixed: Record<string, string> = {}): CarListingKind => ({
  path: `/api/cars/selling-type/${encodeURIComponent(type)}/filter/`,
  facetType: type,
  fixed,
});

const condition = (type: ConditionType): CarListingKind => ({
  path: `/api/cars/condition/${encodeURIComponent(type)}/filter/`,
  facetType: type,
  fixed: {},
});

export const LISTING_KINDS = {
  all: { path: '/api/cars/filter/', facetType: T.all, fixed: {} },
  auction: sellingType(T.auction),
  buyNow: sellingType(T.buyNow),
  classic: sellingType(T.classic),
  dealerToDealer: condition(T.dealerToDealer),
  featured: sellingType(T.featured),
  featuredClassic: sellingType(T.featuredClassic),
  jdm: sellingType(T.jdm),
  localDealer: condition(T.dealer),
  localPersonal: condition(T.personal),
  usDealer: sellingType(T.usDealer, { vehicle_type: 'car' }),
  usDealerBoats: sellingType(T.usDealer, { vehicle_type: 'boat' }),
} satisfies Record<string, CarListingKind>;

/** /cars/dealer/{id}: every active listing of one Business Account, with the same filters as /cars. */
export const dealerListingKind = (dealerId: number): CarListingKind => ({
  path: '/api/cars/filter/',
  facetType: T.all,
  fixed: { dealer_id: String(dealerId) },
});

/**
 * The home page's featured cars: the first page of the featured listing. Kept here, not in the 'use client'
 * component, so the server page that prefetches it gets the value rather than a client reference.
 */
export const FEATURED_CARS = { kind: LISTING_KINDS.featured, params: {} };

/** The URL parameters of a listing; they have the API's names, so the URL and the API call match one to one. */
export const LISTING_PARAMS = [
  'search',
  'make_name',
  'model_name',
  'trim_name',
  'year__gte',
  'year__lte',
  'price__gte',
  'price__lte',
  'mileage__gte',
  'mileage__lte',
  'mileage_km__gte',
  'mileage_km__lte',
  'body_style',
  'fuel_type',
  'transmission',
  'drivetrain',
  'exterior_color',
  'ordering',
  'page',
] as const;
export type ListingParam = (typeof LISTING_PARAMS)[number];
export type ListingParams = Partial<Record<ListingParam, string>>;

const SORT_VALUES = new Set<string>([...CAR_SORTS, ...AUCTION_SORTS].map((sort) => sort.value));

/** Auction lists offer the "Ending soonest" sort. */
export const isAuctionListing = (kind: CarListingKind): boolean => kind.facetType === T.auction;

/** A list's mileage filter: the API parameter it sets (`{param}__lte`) and the unit its choices are in. */
export interface MileageFilter {
  param: 'mileage' | 'mileage_km';
  unit: 'km' | 'mi';
}

/**
 * A list's mileage filter: none for boats (hours are not a mileage); km for cars in Cambodia and miles for the US and
 * Canadian lists, compared with each listing's own number; lists of both kinds (all cars, a dealer's page) are
 * filtered in km, listings kept in miles converted (`mileage_km`, decision 052).
 */
export function mileageFilter(kind: CarListingKind): MileageFilter | null {
  if (kind.fixed.vehicle_type === 'boat') return null;
  if (isConditionType(kind.facetType)) return { param: 'mileage', unit: 'km' };
  const american: string[] = [T.auction, T.buyNow, T.usDealer, T.featured, T.classic, T.featuredClassic, T.jdm];
  return american.includes(kind.facetType) ? { param: 'mileage', unit: 'mi' } : { param: 'mileage_km', unit: 'km' };
}

/** Keeps the listing's parameters; an unknown sort or `page=1` is dropped so equal states share one URL. */
export function pickListingParams(query: Record<string, string>): ListingParams {
  const out: ListingParams = {};
  for (const key of LISTING_PARAMS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (key === 'ordering' && !SORT_VALUES.has(value)) continue;
    if (key === 'page' && value === '1') continue;
    out[key] = value;
  }
  return out;
}

/** The page number the listing shows (1 when absent or not a positive integer). */
export function currentPage(params: ListingParams): number {
  const page = Number(params.page);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
