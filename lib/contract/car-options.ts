// Plain lists of the car contract (sorts, inspection fields) without zod, so browser code can import them cheaply.

/** Spec §9: the six sorts, as `?ordering=` values, with their labels. Absent = newest listings first. */
export const CAR_SORTS = [
  { value: 'price', label: 'Price Lowest' },
  { value: '-price', label: 'Price Highest' },
  { value: 'mileage', label: 'Mileage Lowest' },
  { value: '-mileage', label: 'Mileage Highest' },
  { value: '-year', label: 'Year Newest' },
  { value: 'year', label: 'Year Oldest' },
] as const;
export type CarSort = (typeof CAR_SORTS)[number]['value'] | (typeof AUCTION_SORTS)[number]['value'];

/** Sorts only auction lists offer: running auctions by their end, soonest first (ended ones last). */
export const AUCTION_SORTS = [{ value: 'auction_ends_at', label: 'Ending soonest' }] as const;

/** A listing's mileage unit: kilometres, miles, or engine hours (boats). */
export const MILEAGE_UNITS = ['km', 'mi', 'h'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

/** The inspection report's named fields (spec §3: about 34), in the order the car page shows them. */
export const INSPECTION_FIELDS = [
  'inspection_vin',
  'inspected_by',
  'inspected_on',
  'inspection_location',
  'odometer',
  'overall_grade',
  'exterior_condition',
  'interior_condition',
  'paint_condition',
  'body_damage',
  'rust',
  'glass_condition',
  'tire_brand',
  'tread_depth_remaining',
  'brake_pad_remaining',
  'brake_rotor_condition',
  'battery_health',
  'engine_condition',
  'engine_start',
  'oil_condition',
  'coolant_condition',
  'transmission_condition',
  'suspension_condition',
  'steering_condition',
  'exhaust_condition',
  'ac_system',
  'electrical_system',
  'warning_lights',
  'obd_codes',
  'keys_count',
  'service_records',
  'test_drive',
  'mechanical_comments',
  'cosmetic_comments',
] as const;
export type InspectionField = (typeof INSPECTION_FIELDS)[number];
