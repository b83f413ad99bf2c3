// Used parts catalogue (parts, their pictures and the vehicles they fit) and part orders.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The first picture's path, kept beside part_images so a page of cards needs no join. */
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    source: text('source').notNull().default('warehouse'), // 'warehouse' | 'us dealer'
    seller_name: text('seller_name').notNull().default(''),
    seller_location: text('seller_location').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Each cascade level is a skip scan of this index under the levels above it, and lists narrowed by the cascade
    // count from it alone; `source` so /parts/us-dealers needs no table reads either (decision 033); `id` last so a
    // list narrowed by the cascade finds its page's ids in the index alone (decision 083).
    index('parts_cascade_idx').on(t.make, t.year, t.model, t.engine, t.category, t.sub_category, t.source, t.id),
    // The distinct values of the other levels, read by skip scans to turn `__icontains` into equality lists.
    index('parts_model_idx').on(t.model),
    index('parts_engine_idx').on(t.engine),
    index('parts_category_idx').on(t.category),
    index('parts_sub_category_idx').on(t.sub_category),
    index('parts_name_idx').on(t.name),
    index('parts_year_idx').on(t.year),
    index('parts_source_idx').on(t.source, t.id),
    // `name__icontains` when there are too many distinct names to list (decision 033).
    index('parts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // A conditional UPDATE takes stock; it can never go below zero, whatever the code above it does.
    check('parts_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/**
 * How many parts share each combination of the values the list filters on, kept by statement triggers on `parts`
 * (migration 0026, decision 066): a filtered count adds up these few rows instead of reading every matching part.
 */
export const partCounts = pgTable(
  'part_counts',
  {
    make: text('make').notNull(),
    year: integer('year').notNull(),
    model: text('model').notNull(),
    engine: text('engine').notNull(),
    category: text('category').notNull(),
    sub_category: text('sub_category').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'part_counts_pkey',
      columns: [t.make, t.year, t.model, t.engine, t.category, t.sub_category, t.name, t.source],
    }),
  ],
);

export const partImages = pgTable(
  'part_images',
  {
    id: serial('id').primaryKey(),
    part_id: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    /** A media path (`/media/...`), made absolute per request. */
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('part_images_part_idx').on(t.part_id, t.position)],
);

export const partFitments = pgTable(
  'part_fitments',
  {
    id: serial('id').primaryKey(),
    part_id: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    year: integer('year').notNull(),
    model: text('model').notNull(),
    engine: text('engine').notNull(),
  },
  (t) => [index('part_fitments_part_idx').on(t.part_id)],
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
  (t) => [
    index('part_orders_user_idx').on(t.user_id, t.created_at),
    // Staff's list of every order, newest first.
    index('part_orders_created_idx').on(t.created_at, t.id),
    index('part_orders_part_idx').on(t.part_id),
  ],
);
