// Pages rendered once per version and shared by every instance (decision 075): a car page's HTML as Next rendered it
// without a nonce, compressed ahead, with the version of its inputs it was rendered from.
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars';

/** Raw bytes: node-postgres reads them as a Buffer, PGlite as a Uint8Array (both are handed back as a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.length)),
});

export const pageRenders = pgTable(
  'page_renders',
  {
    /** The origin and path the page answers (`https://www.example.com/cars/12/`). */
    key: text('key').primaryKey(),
    /** The car the page shows: its render goes with it. */
    car_id: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    /** The build and configuration it was rendered by (a new deployment renders every page again). */
    generation: text('generation').notNull(),
    /** The fingerprint of the data it was rendered from; served only while the data still has it. */
    version: text('version').notNull(),
    /** Response headers as served, the policy with the hashes of its inline scripts included. */
    headers: jsonb('headers').notNull().$type<Record<string, string | string[]>>(),
    /** Strong tag of the uncompressed page (each encoding adds its own suffix). */
    etag: text('etag').notNull(),
    gzip: bytes('gzip').notNull(),
    brotli: bytes('brotli').notNull(),
    rendered_at: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_renders_car_generation_idx')
      .on(t.car_id, t.generation)
      .where(sql`${t.car_id} is not null`),
  ],
);
