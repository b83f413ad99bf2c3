// The rates the estimate uses until staff change them: each is sourced in decision 047.
import type { PricingRates } from '@/lib/contract/pricing';

export const DEFAULT_PRICING_RATES: PricingRates = {
  khr_per_usd: 4_100,
  auction_fee_fixed_usd: 550,
  auction_fee_percent: 5,
  auction_fee_max_usd: 2_500,
  dealer_fee_usd: 400,
  towing_usd: 450,
  ocean_freight_usd: 2_100,
  ocean_freight_large_usd: 2_500,
  clearance_delivery_usd: 450,
  service_fee_usd: 350,
  import_duty_percent: 35,
  special_tax_small_percent: 45,
  special_tax_medium_percent: 50,
  special_tax_large_percent: 55,
  special_tax_electric_percent: 10,
  vat_percent: 10,
  age_allowance_percent_per_year: 5,
  age_allowance_max_percent: 30,
};
