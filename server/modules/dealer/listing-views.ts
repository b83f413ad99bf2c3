// Car page views for the dealer's listings, counted cheaply: one view per visitor and car per half hour, gathered in
// memory and added to `cars.views` in one statement a few seconds later (never a write per page view).
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../api/context';
import { createCache, perObject } from '../../cache';
import type { Db } from '../../db/client';
import { cars } from '../../db/schema';

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

/**
 * Counts a view of car `carId` by a visitor (signed in, else known by address) unless the same visitor viewed it
 * lately. Staff and the listing's own dealer looking at it are not shoppers: their visits never count. The owner is
 * looked up only for a signed-in visitor not seen lately, and the answer is remembered for the same half hour.
 */
export async function recordListingView(
  db: Db,
  carId: number,
  visitor: { user: AuthUser | null; address: string },
): Promise<void> {
  const { user } = visitor;
  if (user?.is_staff) return;
  const state = counter(db);
  const key = `${user ? `user:${user.id}` : visitor.address}|${carId}`;
  if (state.seen.has(key)) return;
  state.seen.set(key, true);
  if (user) {
    const [car] = await db.select({ dealer_id: cars.dealer_id }).from(cars).where(eq(cars.id, carId)).limit(1);
    if (car?.dealer_id === user.id) return;
  }
  state.pending.set(carId, (state.pending.get(carId) ?? 0) + 1);
  const flush = () => void flushListingViews(db).catch(() => undefined);
  if (state.pending.size >= MAX_PENDING_CARS) flush();
  else if (!state.timer) {
    state.timer = setTimeout(flush, FLUSH_AFTER_MS);
    state.timer.unref?.();
  }
}
