// Queries for sell requests: insert, a page of them (all or one user's, optionally by status), status changes.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellRequests } from '../../db/schema';

export type SellRequestRow = typeof sellRequests.$inferSelect;

export interface SellRequestScope {
  userId?: number;
  status?: string;
}

function whereOf(scope: SellRequestScope): SQL | undefined {
  return and(
    scope.userId === undefined ? undefined : eq(sellRequests.user_id, scope.userId),
    scope.status === undefined ? undefined : eq(sellRequests.status, scope.status),
  );
}

export async function insertSellRequest(db: Db, values: typeof sellRequests.$inferInsert): Promise<SellRequestRow> {
  const [row] = await db.insert(sellRequests).values(values).returning();
  if (!row) throw new Error('insert into sell_requests returned no row');
  return row;
}

export async function countSellRequests(db: Db, scope: SellRequestScope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sellRequests).where(whereOf(scope));
  return row?.n ?? 0;
}

/** Newest first; the id breaks ties between requests sent in the same instant. */
export function findSellRequests(
  db: Db,
  scope: SellRequestScope,
  limit: number,
  offset: number,
): Promise<SellRequestRow[]> {
  return db
    .select()
    .from(sellRequests)
    .where(whereOf(scope))
    .orderBy(desc(sellRequests.created_at), desc(sellRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function updateSellRequestStatus(db: Db, id: number, status: string): Promise<SellRequestRow | null> {
  const [row] = await db.update(sellRequests).set({ status }).where(eq(sellRequests.id, id)).returning();
  return row ?? null;
}
