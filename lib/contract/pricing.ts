// Staff-set prices (issue 16, decision 047): the riel rate shown beside USD prices and the rates of the landed-cost
// estimate. GET /api/pricing/settings/ (anyone) and PATCH (staff).
import { z } from 'zod';
import { integer } from './common';

/** Whole US dollars a fixed charge may be: up to $100,000. */
const dollars = () => integer({ min: 0, max: 100_000 });

/**
 * A percentage with up to two decimals, 0 to 100 (text from a form or a JSON number). Not-a-number is caught here so
 * it reads "A valid number is required." (DRF's DecimalField) rather than the integers' message.
 */
function percent() {
  return z.preprocess(
    (v, ctx) => {
      if (v === undefined || v === null) return v;
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      ctx.addIssue({ code: 'custom', message: 'A valid number is required.', input: v });
      return z.NEVER;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'This field is required.' : 'This field may not be null.'),
      })
      .min(0, 'Ensure this value is greater than or equal to 0.')
      .max(100, 'Ensure this value is less than or equal to 100.')
      .refine(
        (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'Ensure that there are no more than 2 decimal places.',
      ),
  );
}

/** The rates, each with the rule the API enforces; the keys are the form's fields and the stored JSON's. */
export const pricingRatesSchema = z.object({
  /** Riel per US dollar (the National Bank of Cambodia's rate has stayed near 4,000–4,100 for years). */
  khr_per_usd: integer({ min: 1_000, max: 10_000 }),
  /** Auction cars: the buyer, internet and gate fees as a fixed part plus a share of the price, up to a cap. */
  auction_fee_fixed_usd: dollars(),
  auction_fee_percent: percent(),
  auction_fee_max_usd: dollars(),
  /** Dealer cars: the dealer's documentation fee. */
  dealer_fee_usd: dollars(),
  /** Towing from the auction or dealer to our warehouse at the port. */
  towing_usd: dollars(),
  /** Shared 40 ft container to Sihanoukville: sedans and other small cars, then SUVs, pickups and minivans. */
  ocean_freight_usd: dollars(),
  ocean_freight_large_usd: dollars(),
  /** Port charges, customs broker and the truck from Sihanoukville to Phnom Penh. */
  clearance_delivery_usd: dollars(),
  /** Our service fee per car. */
  service_fee_usd: dollars(),
  /** Customs duty on the customs value. */
  import_duty_percent: percent(),
  /** Special tax on value + duty, by engine: up to 2,000 cc, 2,001–3,000 cc, over 3,000 cc, electric. */
  special_tax_small_percent: percent(),
  special_tax_medium_percent: percent(),
  special_tax_large_percent: percent(),
  special_tax_electric_percent: percent(),
  /** VAT on value + duty + special tax. */
  vat_percent: percent(),
  /** How much lower customs values a car per year of age, and at most. */
  age_allowance_percent_per_year: percent(),
  age_allowance_max_percent: percent(),
});
export type PricingRates = z.output<typeof pricingRatesSchema>;
export type PricingRateKey = keyof PricingRates;

/** GET /api/pricing/settings/: every rate, and when staff last changed them (null: never; the defaults apply). */
export const pricingSettingsSchema = z
  .object({
    ...pricingRatesSchema.shape,
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'PricingSettings' });
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/** PATCH /api/pricing/settings/ (staff): any of the rates; the others keep their values. */
export const pricingSettingsUpdateSchema = pricingRatesSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one rate.' })
  .meta({ id: 'PricingSettingsUpdate' });
export type PricingSettingsUpdate = z.input<typeof pricingSettingsUpdateSchema>;
