// Rendered pages kept in the database for every instance (decision 075): read one by its address, write one after a
// render, and find the cars whose page this build has not rendered yet.
import { and, asc, eq, gte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cars, pageRenders } from '../../db/schema';
import { isPublicPage } from '../cars/cars.repository';

export type PageRender = typeof pageRenders.$inferSelect;
export type NewPageRender = typeof pageRenders.$inferInsert;

/** The stored render of one address, with the body in the encoding asked for only (the other stays on disk). */
export async function findPageRender(
  db: Db,
  key: string,
  encoding: 'br' | 'gzip',
): Promise<(Omit<PageRender, 'gzip' | 'brotli' | 'rendered_at'> & { body: Buffer }) | null> {
  const [row] = await db
    .select({
      key: pageRenders.key,
      car_id: pageRenders.car_id,
      generation: pageRenders.generation,
      version: pageRenders.version,
      headers: pageRenders.headers,
      etag: pageRenders.etag,
      body: encoding === 'br' ? pageRenders.brotli : pageRenders.gzip,
    })
    .from(pageRenders)
    .where(eq(pageRenders.key, key))
    .limit(1);
  return row ?? null;
}

/** Which build and data version the stored render of an address has, if any. */
export async function findPageVersion(db: Db, key: string): Promise<Pick<PageRender, 'generation' | 'version'> | null> {
  const [row] = await db
    .select({ generation: pageRenders.generation, version: pageRenders.version })
    .from(pageRenders)
    .where(eq(pageRenders.key, key))
    .limit(1);
  return row ?? null;
}

/** Stores a render, replacing the address's older one. */
export async function savePageRender(db: Db, row: NewPageRender): Promise<void> {
  await db
    .insert(pageRenders)
    .values(row)
    .onConflictDoUpdate({
      target: pageRenders.key,
      set: {
        car_id: row.car_id,
        generation: row.generation,
        version: row.version,
        headers: row.headers,
        etag: row.etag,
        gzip: row.gzip,
        brotli: row.brotli,
        rendered_at: sql`now()`,
      },
    });
}

/**
 * Public cars (lowest id first, past `afterId`) with no page rendered by `generation` since the car's row last
 * changed. (A change elsewhere, such as a new photo or the dealer's name, is found when the page is next asked for.)
 */
export async function findCarsWithoutPage(
  db: Db,
  generation: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; selling_type: string }[]> {
  return db
    .select({ id: cars.id, selling_type: cars.selling_type })
    .from(cars)
    .where(
      and(
        isPublicPage,
        sql`${cars.id} > ${afterId}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(pageRenders)
            .where(
              and(
                eq(pageRenders.car_id, cars.id),
                eq(pageRenders.generation, generation),
                gte(pageRenders.rendered_at, cars.updated_at),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(cars.id))
    .limit(limit);
}

// pg_try_advisory_xact_lock key of the car pages' sweep (any constant no other lock of this database uses).
const SWEEP_LOCK = 75_001;

/**
 * Runs `work` unless another instance's sweep holds the lock (PostgreSQL: an advisory lock held by a transaction
 * for the batch; the renders write through their own connections). PGlite is one process's: it just runs.
 */
export function sweepAlone(database: { db: Db; kind: 'pglite' | 'postgres' }) {
  return async <T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> => {
    if (database.kind === 'pglite') return { ran: true, value: await work() };
    return database.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`),
      );
      if (!lock?.locked) return { ran: false as const };
      return { ran: true as const, value: await work() };
    });
  };
}
