// Vehicle listings (cars, classic/JDM cars, boats) with media, inspection reports, price history and saves.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    vin: text('vin'),
    vehicle_type: text('vehicle_type').notNull().default('car'), // 'car' | 'boat'
    year: integer('year').notNull(),
    make_name: text('make_name').notNull(),
    model_name: text('model_name').notNull(),
    trim_name: text('trim_name').notNull().default(''),
    body_style: text('body_style').notNull().default(''),
    engine_size: text('engine_size').notNull().default(''),
    cylinders: integer('cylinders'),
    transmission: text('transmission').notNull().default(''),
    drivetrain: text('drivetrain').notNull().default(''),
    fuel_type: text('fuel_type').notNull().default(''),
    exterior_color: text('exterior_color').notNull().default(''),
    interior_color: text('interior_color').notNull().default(''),
    steering: text('steering').notNull().default('left'),
    price: integer('price').notNull(),
    mileage: integer('mileage').notNull().default(0),
    /** Base category: buy now, auction car, us dealer, personal car, dealer car, dealer to dealer, classic car, jdm cars. */
    selling_type: text('selling_type').notNull(),
    is_featured: boolean('is_featured').notNull().default(false),
    country: text('country').notNull().default('US'), // US | CA | KH
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    title_type: text('title_type'),
    damage: text('damage'),
    /** The auction house's lot number, auction listings only. */
    lot_number: text('lot_number'),
    auction_ends_at: timestamp('auction_ends_at', { withTimezone: true }),
    accident_free: boolean('accident_free').notNull().default(true),
    one_owner: boolean('one_owner').notNull().default(false),
    dealer_id: integer('dealer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'), // active | sold | draft
    video: text('video'),
    cover_image: text('cover_image').notNull().default(''),
    // Kept by PostgreSQL; the listing indexes carry it, so counting and paging public listings (which need a photo)
    // never reads the table for the cover (decision 069).
    has_cover: boolean('has_cover')
      .notNull()
      .generatedAlwaysAs(sql`cover_image <> ''`),
    /** Car page views, added in batches by the listing-views counter (dealer tools). */
    views: integer('views').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What suggestions and `?q=` match against, through a trigram index. */
    search_name: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(make_name || ' ' || model_name || ' ' || trim_name)`),
  },
  (t) => [
    uniqueIndex('cars_slug_idx').on(t.slug),
    index('cars_selling_type_idx').on(t.selling_type, t.status, t.created_at),
    index('cars_make_model_idx').on(t.make_name, t.model_name, t.trim_name),
    index('cars_price_idx').on(t.price),
    // With the id, the newest-model-year ordering (year desc, id desc) walks the index instead of sorting a year's cars.
    index('cars_year_idx').on(t.year, t.id),
    index('cars_mileage_idx').on(t.mileage),
    index('cars_featured_idx')
      .on(t.is_featured)
      .where(sql`${t.is_featured}`),
    index('cars_dealer_idx').on(t.dealer_id, t.created_at),
    // Public listings are always `status = 'active'`: partial indexes keep them small and serve each sort. Each ends
    // in `has_cover` (the id before it is unique, so it never changes the order): the photo check is read from the
    // index, and a count or a page is an index-only scan (decision 069).
    index('cars_active_created_idx')
      .on(t.created_at, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    index('cars_active_make_price_idx')
      .on(t.make_name, t.price, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    index('cars_active_make_mileage_idx')
      .on(t.make_name, t.mileage, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    index('cars_active_make_year_idx')
      .on(t.make_name, t.year, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    index('cars_active_make_created_idx')
      .on(t.make_name, t.created_at, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    // A make and model (the commonest search): counted and paged newest first from the index alone, where the make's
    // index above read every car of the make and the heap behind cars_make_model_idx (decision 073).
    index('cars_active_make_model_created_idx')
      .on(t.make_name, t.model_name, t.created_at, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    // A free-text search of a model and a year ("toyota camry 2018"): the names that hold the text, then their cars of
    // those years, counted and sorted newest first from the index alone (decision 076).
    index('cars_active_name_year_idx')
      .on(t.make_name, t.model_name, t.trim_name, t.year, t.created_at, t.id, t.has_cover)
      .where(sql`${t.status} = 'active'`),
    // "Ending soonest" reads the running auctions (auction_ends_at > now(), which no index predicate can hold) in the
    // order of their end, ties newest first; the selling type lets the auction lists filter in the index (decision 070).
    index('cars_active_auction_end_idx')
      .on(t.auction_ends_at, t.id.desc().nullsFirst(), t.selling_type, t.has_cover)
      .where(sql`${t.status} = 'active' and ${t.auction_ends_at} is not null`),
    index('cars_body_style_idx').on(t.body_style),
    index('cars_fuel_type_idx').on(t.fuel_type),
    index('cars_transmission_idx').on(t.transmission),
    index('cars_drivetrain_idx').on(t.drivetrain),
    index('cars_exterior_color_idx').on(t.exterior_color),
    index('cars_interior_color_idx').on(t.interior_color),
    index('cars_country_idx').on(t.country),
    index('cars_search_name_trgm_idx').using('gin', t.search_name.op('gin_trgm_ops')),
  ],
);

export const carImages = pgTable(
  'car_images',
  {
    id: serial('id').primaryKey(),
    car_id: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('car_images_car_idx').on(t.car_id, t.position)],
);

export const carFiles = pgTable('car_files', {
  id: serial('id').primaryKey(),
  car_id: integer('car_id')
    .notNull()
    .references(() => cars.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  name: text('name').notNull().default(''),
});

export const inspectionReports = pgTable('inspection_reports', {
  id: serial('id').primaryKey(),
  car_id: integer('car_id')
    .notNull()
    .unique()
    .references(() => cars.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').notNull().$type<Record<string, string | number | boolean | null>>(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const carPriceHistory = pgTable(
  'car_price_history',
  {
    id: serial('id').primaryKey(),
    car_id: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_price_history_car_idx').on(t.car_id, t.changed_at)],
);

export const savedCars = pgTable(
  'saved_cars',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    car_id: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.car_id] }),
    index('saved_cars_user_created_idx').on(t.user_id, t.created_at),
    index('saved_cars_car_idx').on(t.car_id),
  ],
);
