// Car page views for the dealer's listings, counted cheaply: one view per visitor and car per half hour, gathered in
// memory and added to `cars.views` in one statement a few seconds later (never a write per page view).
import { sql } from 'drizzle-orm';
import { createCache, perObject } from '../../cache';
import type { Db } from '../../db/client';

const FLUSH_AFTER_MS = 5_000;
/** Enough different cars waiting: written at once, so the map stays small whatever the traffic. */
const MAX_PENDING_CARS = 500;
const REPEAT_WINDOW_MS = 30 * 60_000;

interface ViewCounter {
  pending: Map<number, number>;
  /** Visitor+car pairs seen lately; bounded, the oldest forgotten first. */
  seen: ReturnType<typeof createCache<string, true>>;
  timer: ReturnType<typeof setTimeout> | null;
}

const counter = perObject((_db: Db): ViewCounter => ({
  pending: new Map(),
  seen: createCache<string, true>({ max: 50_000, ttl: REPEAT_WINDOW_MS }),
  timer: null,
}));

/** Writes the views gathered so far (also called by tests, and by the timer). */
export async function flushListingViews(db: Db): Promise<void> {
  const state = counter(db);
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  if (!state.pending.size) return;
  const rows = [...state.pending];
  state.pending.clear();
  const values = sql.join(
    rows.map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update cars set views = cars.views + v.n from (values ${values}) as v(id, n) where cars.id = v.id`,
  );
}

/** Counts a view of car `carId` by `visitor` (user id or address) unless the same visitor viewed it lately. */
export function recordListingView(db: Db, carId: number, visitor: string): void {
  const state = counter(db);
  const key = `${visitor}|${carId}`;
  if (state.seen.has(key)) return;
  state.seen.set(key, true);
  state.pending.set(carId, (state.pending.get(carId) ?? 0) + 1);
  const flush = () => void flushListingViews(db).catch(() => undefined);
  if (state.pending.size >= MAX_PENDING_CARS) flush();
  else if (!state.timer) {
    state.timer = setTimeout(flush, FLUSH_AFTER_MS);
    state.timer.unref?.();
  }
}
