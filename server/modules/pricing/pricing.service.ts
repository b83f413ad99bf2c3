// Pricing settings: the stored rates over their defaults, remembered per process and forgotten over the bus when staff
// change them (decision 026's pattern); a change also drops every instance's cached listing and car pages.
import { pricingRatesSchema, type PricingRates, type PricingSettings } from '@/lib/contract/pricing';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import { createCache } from '../../cache';
import type { Db } from '../../db/client';
import { LISTINGS_CHANGED, type Bus } from '../../realtime/bus';
import { DEFAULT_PRICING_RATES } from './default-rates';
import { findPricingRow, savePricingRow } from './pricing.repository';
import { requirePricingEditor } from './pricing-access';

/** Staff changed the rates (message `{}`): every instance forgets its copy. */
export const PRICING_CHANGED = 'pricing.changed';
/** How long an instance trusts its copy if it cannot hear the bus. */
export const PRICING_TTL_MS = 60_000;

/** The stored rates, each missing or no longer valid one replaced by its default. */
export async function readPricingSettings(db: Db): Promise<PricingSettings> {
  const row = await findPricingRow(db);
  const stored =
    row && typeof row.rates === 'object' && row.rates !== null ? (row.rates as Record<string, unknown>) : {};
  const rates = { ...DEFAULT_PRICING_RATES };
  for (const key of Object.keys(DEFAULT_PRICING_RATES) as (keyof PricingRates)[]) {
    const parsed = pricingRatesSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) rates[key] = parsed.data;
  }
  return { ...rates, updated_at: row ? row.updated_at.toISOString() : null };
}

function ratesOf(settings: PricingSettings): PricingRates {
  const rates = { ...DEFAULT_PRICING_RATES };
  for (const key of Object.keys(rates) as (keyof PricingRates)[]) rates[key] = settings[key];
  return rates;
}

export interface PricingCache {
  settings(db: Db): Promise<PricingSettings>;
  /** Saves a staff change, forgets this instance's copy and tells the others. */
  update(db: Db, user: AuthUser | null, changes: Partial<PricingRates>): Promise<PricingSettings>;
}

/**
 * One per API instance. It subscribes to PRICING_CHANGED before it keeps its first copy, so no change slips between;
 * if the bus cannot be reached, copies still expire within PRICING_TTL_MS.
 */
export function createPricingCache(getBus: () => Promise<Bus>, onBusError: (error: unknown) => void): PricingCache {
  // Keyed by database handle: tests open a database each behind one process.
  const copies = createCache<Db, PricingSettings>({
    max: 16,
    ttl: PRICING_TTL_MS,
    fetchMethod: (db) => readPricingSettings(db),
  });
  let listening: Promise<void> | undefined;
  const listen = () =>
    (listening ??= getBus()
      .then((bus) => bus.subscribe(PRICING_CHANGED, () => copies.clear()))
      .then(
        () => undefined,
        (error: unknown) => {
          listening = undefined;
          onBusError(error);
        },
      ));

  return {
    async settings(db) {
      await listen();
      return copies.forceFetch(db);
    },
    async update(db, user, changes) {
      const editor = requirePricingEditor(user);
      const next: PricingRates = { ...ratesOf(await readPricingSettings(db)), ...changes };
      if (next.auction_fee_max_usd < next.auction_fee_fixed_usd) {
        throw ApiError.validation({
          auction_fee_max_usd: ['The cap cannot be lower than the fixed part of the auction fees.'],
        });
      }
      if (next.age_allowance_max_percent < next.age_allowance_percent_per_year) {
        throw ApiError.validation({
          age_allowance_max_percent: ["The largest age allowance cannot be lower than one year's allowance."],
        });
      }
      await savePricingRow(db, next, editor.id);
      copies.clear();
      try {
        const bus = await getBus();
        // Prices in riel and the estimate show on listing and car pages: their few-second caches forget too.
        await Promise.all([bus.publish(PRICING_CHANGED, {}), bus.publish(LISTINGS_CHANGED, {})]);
      } catch (error) {
        // The change is stored; other instances catch up within PRICING_TTL_MS.
        onBusError(error);
      }
      return readPricingSettings(db);
    },
  };
}
