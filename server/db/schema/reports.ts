// Vehicle history reports bought by users (Autocheck, Car Fax, Window Sticker).
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    status: text('status').notNull().default('pending'),
    amount: integer('amount').notNull().default(0),
    file: text('file'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchased_reports_user_idx').on(t.user_id, t.created_at)],
);
