// The landed-cost estimate (issue 16, decision 047): what a car bought in North America costs delivered in Phnom Penh,
// line by line, from the staff-set rates. Pure: the car page and its tests call it with the same rates.
import type { CarDetail } from '../contract/cars';
import type { PricingRates } from '../contract/pricing';
import { SELLING_TYPE } from '../contract/selling-types';

export type LandedCostCar = Pick<
  CarDetail,
  'price' | 'year' | 'engine_size' | 'fuel_type' | 'selling_type' | 'body_style' | 'country' | 'vehicle_type'
>;

/** The special-tax bands of Cambodia's tariff for passenger cars, by engine size. */
export type EngineBand = 'small' | 'medium' | 'large' | 'electric';

export const ENGINE_BAND_LABELS: Record<EngineBand, string> = {
  small: 'up to 2,000 cc',
  medium: '2,001–3,000 cc',
  large: 'over 3,000 cc',
  electric: 'electric',
};

export type LandedCostLineKey = 'price' | 'purchase_fees' | 'towing' | 'freight' | 'taxes' | 'clearance' | 'service';

export interface LandedCostLine {
  key: LandedCostLineKey;
  label: string;
  /** Whole US dollars. */
  usd: number;
  /** One sentence on what the line is and how it was worked out. */
  explanation: string;
}

export interface TaxBreakdown {
  /** The value customs taxes: price, purchase fees, towing and freight (CIF), less the age allowance. */
  customs_value_usd: number;
  age_years: number;
  age_allowance_percent: number;
  engine_band: EngineBand;
  /** True when the engine size could not be read and the highest band was assumed. */
  engine_assumed: boolean;
  duty_usd: number;
  special_tax_usd: number;
  special_tax_percent: number;
  vat_usd: number;
}

export type LandedCost =
  | { kind: 'estimate'; lines: LandedCostLine[]; total_usd: number; taxes: TaxBreakdown }
  /** in_cambodia: already imported; no_price: price on request; boat: taxed under other tariff lines. */
  | { kind: 'not_applicable'; reason: 'in_cambodia' | 'no_price' | 'boat' };

const LARGE_BODIES = new Set(['SUV', 'Pickup', 'Minivan', 'Van', 'Truck']);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '2.5L' → 2500, '1998 cc' → 1998; null when the text names no size. */
export function engineCc(engineSize: string): number | null {
  const litres = /(\d+(?:\.\d+)?)\s*l\b/i.exec(engineSize);
  if (litres) return Math.round(Number(litres[1]) * 1000);
  const cc = /(\d{3,5})\s*cc\b/i.exec(engineSize);
  return cc ? Number(cc[1]) : null;
}

export function engineBand(car: Pick<LandedCostCar, 'engine_size' | 'fuel_type'>): {
  band: EngineBand;
  assumed: boolean;
} {
  if (/electric/i.test(car.fuel_type) || /^electric$/i.test(car.engine_size.trim()))
    return { band: 'electric', assumed: false };
  const cc = engineCc(car.engine_size);
  // An unreadable size is estimated on the highest band, so the estimate errs high rather than low.
  if (cc === null) return { band: 'large', assumed: true };
  return { band: cc <= 2000 ? 'small' : cc <= 3000 ? 'medium' : 'large', assumed: false };
}

const SPECIAL_TAX_KEY = {
  small: 'special_tax_small_percent',
  medium: 'special_tax_medium_percent',
  large: 'special_tax_large_percent',
  electric: 'special_tax_electric_percent',
} as const satisfies Record<EngineBand, keyof PricingRates>;

const pct = (value: number, percent: number) => (value * percent) / 100;
const roundUsd = (value: number) => Math.round(value);

/**
 * The estimate for `car` with `rates` in `currentYear` (the car's age is currentYear − model year, at least 0).
 * Every line is rounded to whole dollars and the total is the sum of the lines shown, so they always add up.
 */
export function landedCost(car: LandedCostCar, rates: PricingRates, currentYear: number): LandedCost {
  if (car.country === 'KH') return { kind: 'not_applicable', reason: 'in_cambodia' };
  if (car.vehicle_type === 'boat') return { kind: 'not_applicable', reason: 'boat' };
  if (car.price <= 0) return { kind: 'not_applicable', reason: 'no_price' };

  const auction = car.selling_type === SELLING_TYPE.auction;
  const purchaseFees = roundUsd(
    auction
      ? Math.min(rates.auction_fee_fixed_usd + pct(car.price, rates.auction_fee_percent), rates.auction_fee_max_usd)
      : rates.dealer_fee_usd,
  );
  const large = LARGE_BODIES.has(car.body_style);
  const freight = large ? rates.ocean_freight_large_usd : rates.ocean_freight_usd;
  const cif = car.price + purchaseFees + rates.towing_usd + freight;

  const ageYears = Math.max(0, currentYear - car.year);
  const allowance = Math.min(ageYears * rates.age_allowance_percent_per_year, rates.age_allowance_max_percent);
  const customsValue = cif * (1 - allowance / 100);
  const { band, assumed } = engineBand(car);
  const specialPercent = rates[SPECIAL_TAX_KEY[band]];
  const duty = pct(customsValue, rates.import_duty_percent);
  const special = pct(customsValue + duty, specialPercent);
  const vat = pct(customsValue + duty + special, rates.vat_percent);
  const taxes: TaxBreakdown = {
    customs_value_usd: roundUsd(customsValue),
    age_years: ageYears,
    age_allowance_percent: allowance,
    engine_band: band,
    engine_assumed: assumed,
    duty_usd: roundUsd(duty),
    special_tax_usd: roundUsd(special),
    special_tax_percent: specialPercent,
    vat_usd: roundUsd(vat),
  };
  const taxTotal = taxes.duty_usd + taxes.special_tax_usd + taxes.vat_usd;

  const lines: LandedCostLine[] = [
    {
      key: 'price',
      label: auction ? 'Car price (current bid)' : 'Car price',
      usd: car.price,
      explanation: auction
        ? 'The bid shown on this page; the hammer price may end higher.'
        : 'The asking price in the United States or Canada.',
    },
    {
      key: 'purchase_fees',
      label: auction ? 'Auction fees' : 'Dealer fees',
      usd: purchaseFees,
      explanation: auction
        ? `Buyer, internet-bid and gate fees: ${usd.format(rates.auction_fee_fixed_usd)} plus ${rates.auction_fee_percent}% of the price, at most ${usd.format(rates.auction_fee_max_usd)}.`
        : "The dealer's documentation fee; it varies by state.",
    },
    {
      key: 'towing',
      label: 'Towing to the port',
      usd: rates.towing_usd,
      explanation: 'From the auction yard or dealer to our loading warehouse; the distance sets the final price.',
    },
    {
      key: 'freight',
      label: 'Ocean freight to Sihanoukville',
      usd: freight,
      explanation: `A place in a shared 40 ft container${large ? ' (SUVs, pickups and minivans take more room)' : ''}, about 35 to 50 days at sea.`,
    },
    {
      key: 'taxes',
      label: 'Cambodian import duties and taxes',
      usd: taxTotal,
      explanation: taxExplanation(taxes, rates),
    },
    {
      key: 'clearance',
      label: 'Port, clearance and delivery to Phnom Penh',
      usd: rates.clearance_delivery_usd,
      explanation: 'Port charges at Sihanoukville, the customs broker and the 230 km truck to Phnom Penh.',
    },
    {
      key: 'service',
      label: 'Our service fee',
      usd: rates.service_fee_usd,
      explanation: 'Buying, paperwork, export documents and following the car until you collect it.',
    },
  ];
  return { kind: 'estimate', lines, total_usd: lines.reduce((sum, line) => sum + line.usd, 0), taxes };
}

function taxExplanation(taxes: TaxBreakdown, rates: PricingRates): string {
  const engine = taxes.engine_assumed
    ? 'engine size unknown, so the highest band is assumed'
    : `engine ${ENGINE_BAND_LABELS[taxes.engine_band]}`;
  const age =
    taxes.age_allowance_percent > 0
      ? `, less ${taxes.age_allowance_percent}% for a car ${taxes.age_years} year${taxes.age_years === 1 ? '' : 's'} old`
      : '';
  return (
    `Customs duty ${rates.import_duty_percent}% (${usd.format(taxes.duty_usd)}), special tax ${taxes.special_tax_percent}% ` +
    `(${usd.format(taxes.special_tax_usd)}; ${engine}) and VAT ${rates.vat_percent}% (${usd.format(taxes.vat_usd)}), ` +
    `each charged on the customs value plus the taxes before it. Customs value ${usd.format(taxes.customs_value_usd)} ` +
    `(price, fees, towing and freight${age}).`
  );
}
