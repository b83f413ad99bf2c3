// Used parts catalogue and part orders.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    make: text('make').notNull(),
    year: integer('year').notNull(),
    model: text('model').notNull(),
    engine: text('engine').notNull(),
    category: text('category').notNull(),
    sub_category: text('sub_category').notNull(),
    name: text('name').notNull(),
    part_number: text('part_number').notNull().default(''),
    condition: text('condition').notNull().default('Used'),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(1),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    source: text('source').notNull().default('warehouse'), // 'warehouse' | 'us dealer'
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parts_cascade_idx').on(t.make, t.year, t.model, t.engine, t.category, t.sub_category)],
);

export const partOrders = pgTable(
  'part_orders',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part_id: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    unit_price: integer('unit_price').notNull(),
    status: text('status').notNull().default('pending'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('part_orders_user_idx').on(t.user_id, t.created_at)],
);
