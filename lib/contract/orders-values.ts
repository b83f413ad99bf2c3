// Fixed vocabularies of the shipping records (spec §3, §4): record kinds, towing status, car location and title
// status, customer types, payment states and the stages of a car's way from the US auction to Cambodia.

/** Record kinds of /api/v2/orders/{kind}/ (spec §7 names the first five). */
export const ORDER_KINDS = [
  'carspurchased',
  'towings',
  'carsales',
  'containers',
  'loadingrecords',
  'shippings',
  'summaryreports',
  'balancereports',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Spec §4, in the order a tow goes through them. */
export const TOWING_STATUSES = [
  'Dispatch',
  'Towing in Progress',
  'Delivered to Warehouse',
  'Delivered to Shop',
] as const;
export type TowingStatus = (typeof TOWING_STATUSES)[number];

/** Spec §4: where the car is, and where its title is; the same nine values serve both fields (title_status). */
export const CAR_LOCATIONS = [
  'Dealer',
  'Auction',
  'Warehouse',
  'Dealer DMV',
  'Local DMV',
  'In Mail',
  'Auto US Office',
  'Customs',
  'Wisconsin',
] as const;
export type CarLocation = (typeof CAR_LOCATIONS)[number];

export const CUSTOMER_TYPES = ['dealer', 'private'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SHIPPING_TYPES = ['container', 'roro'] as const;

/** A car's way home (anchors: shipment lifecycle), in order; the timeline shows each with its date. */
export const SHIPMENT_STAGES = [
  'purchased',
  'towing',
  'at warehouse',
  'loaded',
  'in transit',
  'arrived',
  'customs',
  'delivered',
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

export const STAGE_LABELS: Record<ShipmentStage, string> = {
  purchased: 'Purchased',
  towing: 'Towing',
  'at warehouse': 'At warehouse',
  loaded: 'Loaded',
  'in transit': 'Container shipped',
  arrived: 'Arrived Sihanoukville',
  customs: 'Customs cleared',
  delivered: 'Delivered',
};

export const DESTINATION_PORT = 'Sihanoukville';

/** Records a page of each list holds. */
export const ORDERS_PAGE_SIZE = 20;
/** Longest note, in characters. */
export const NOTE_MAX_LENGTH = 5000;

/** Spec §9: a car not updated for this many days is late (yellow row), and very late (red) from the second. */
export const LATE_AFTER_DAYS = 20;
export const VERY_LATE_AFTER_DAYS = 30;
/**
 * Most rows a CSV export of a list holds (decision 038); a larger list is cut there, the answer says so in its
 * X-Export-Truncated header and last line.
 */
export const ORDERS_EXPORT_MAX_ROWS = 20_000;
