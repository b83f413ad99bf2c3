// Staff-set prices: the riel rate and the landed-cost rates (issue 16, decision 047), one row (id 1).
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * The rates as one JSON object, read through the contract's schema (lib/contract/pricing.ts) so a rate added later
 * needs no migration: a missing key takes its default. No row means every rate is its default.
 */
export const pricingSettings = pgTable(
  'pricing_settings',
  {
    id: integer('id').primaryKey(),
    rates: jsonb('rates').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updated_by_id: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('pricing_settings_one_row', sql`${t.id} = 1`)],
);
