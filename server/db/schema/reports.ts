// Vehicle history reports bought by users (Autocheck, Car Fax, Window Sticker): one row per order, and every
// payment attempt against an order (decision 043).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const purchasedReports = pgTable(
  'purchased_reports',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report_type: text('report_type').notNull(), // window_sticker | carfax | autocheck
    vin: text('vin').notNull(),
    /** pending → paid → delivered; failed after a declined attempt (a retry can still pay it). */
    status: text('status').notNull().default('pending'),
    /** Whole US dollars. */
    amount: integer('amount').notNull().default(0),
    file: text('file'),
    /** card | khqr */
    payment_method: text('payment_method').notNull().default('card'),
    /** The client's key for this checkout: the same key from the same user is the same order. */
    idempotency_key: text('idempotency_key'),
    card_last4: text('card_last4'),
    card_brand: text('card_brand'),
    failure_message: text('failure_message'),
    /** The report provider that answers for this order ("sample" for the built-in one). */
    provider: text('provider').notNull().default('sample'),
    /** The report as the provider delivered it (contract VehicleReport without order_id), once delivered. */
    report: jsonb('report'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchased_reports_user_idx').on(t.user_id, t.created_at),
    uniqueIndex('purchased_reports_idempotency_idx').on(t.user_id, t.idempotency_key),
    // A user pays for a report (type + VIN) at most once, even when two orders race to be paid.
    uniqueIndex('purchased_reports_owned_idx')
      .on(t.user_id, t.report_type, t.vin)
      .where(sql`status in ('paid', 'delivered')`),
  ],
);

/** Every charge attempt (card or KHQR confirmation) against a report order; only a card's last four digits. */
export const reportPayments = pgTable(
  'report_payments',
  {
    id: serial('id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => purchasedReports.id, { onDelete: 'cascade' }),
    method: text('method').notNull(), // card | khqr
    outcome: text('outcome').notNull(), // succeeded | declined
    amount: integer('amount').notNull(),
    card_last4: text('card_last4'),
    card_brand: text('card_brand'),
    /** The provider's decline code (card_declined, insufficient_funds, …), null on success. */
    code: text('code'),
    message: text('message'),
    /** The provider's id of the charge; "staff:<user id>" for a KHQR payment a staff member confirmed. */
    provider_ref: text('provider_ref'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_payments_order_idx').on(t.order_id, t.created_at)],
);
