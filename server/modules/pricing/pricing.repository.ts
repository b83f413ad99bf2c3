// The one row of pricing settings: read it, or write the merged rates.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pricingSettings } from '../../db/schema';

export interface StoredPricing {
  rates: unknown;
  updated_at: Date;
}

export async function findPricingRow(db: Db): Promise<StoredPricing | null> {
  const [row] = await db
    .select({ rates: pricingSettings.rates, updated_at: pricingSettings.updated_at })
    .from(pricingSettings)
    .where(eq(pricingSettings.id, 1));
  return row ?? null;
}

export async function savePricingRow(db: Db, rates: object, userId: number): Promise<void> {
  const values = { rates, updated_at: new Date(), updated_by_id: userId };
  await db
    .insert(pricingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: pricingSettings.id, set: values });
}
