// Queries for report orders and their payment attempts.
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchasedReports, reportPayments, users } from '../../db/schema';

export type ReportOrderRow = typeof purchasedReports.$inferSelect;
export type NewReportOrder = typeof purchasedReports.$inferInsert;
export type NewReportPayment = typeof reportPayments.$inferInsert;

/** Statuses of an order that was paid for (the buyer owns the report). */
export const OWNED_STATUSES = ['paid', 'delivered'] as const;

/** A transaction or the database: the queries below run in either. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export async function findOrder(db: DbOrTx, id: number): Promise<ReportOrderRow | undefined> {
  const [row] = await db.select().from(purchasedReports).where(eq(purchasedReports.id, id)).limit(1);
  return row;
}

/** The order row locked until the transaction ends (a second payment of it waits here). */
export async function lockOrder(tx: Tx, id: number): Promise<ReportOrderRow | undefined> {
  const [row] = await tx.select().from(purchasedReports).where(eq(purchasedReports.id, id)).limit(1).for('update');
  return row;
}

/**
 * Serialises every payment of one buyer until the transaction ends, so two orders of the same report cannot both
 * be charged (the partial unique index would refuse the second only after its charge).
 */
export async function lockBuyer(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(43, ${userId})`);
}

export async function findByKey(db: DbOrTx, userId: number, key: string): Promise<ReportOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(purchasedReports)
    .where(and(eq(purchasedReports.user_id, userId), eq(purchasedReports.idempotency_key, key)))
    .limit(1);
  return row;
}

/** The buyer's paid order of this report (type + VIN), if any. */
export async function findOwned(
  db: DbOrTx,
  userId: number,
  type: string,
  vin: string,
): Promise<ReportOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(purchasedReports)
    .where(
      and(
        eq(purchasedReports.user_id, userId),
        eq(purchasedReports.report_type, type),
        eq(purchasedReports.vin, vin),
        inArray(purchasedReports.status, [...OWNED_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the order unless this buyer already used the key; undefined when the key was taken (by a racing twin). */
export async function insertOrder(db: DbOrTx, order: NewReportOrder): Promise<ReportOrderRow | undefined> {
  const [row] = await db
    .insert(purchasedReports)
    .values(order)
    .onConflictDoNothing({ target: [purchasedReports.user_id, purchasedReports.idempotency_key] })
    .returning();
  return row;
}

export async function updateOrder(db: DbOrTx, id: number, changes: Partial<NewReportOrder>): Promise<ReportOrderRow> {
  const [row] = await db.update(purchasedReports).set(changes).where(eq(purchasedReports.id, id)).returning();
  if (!row) throw new Error(`report order ${id} vanished`);
  return row;
}

export async function insertPayment(db: DbOrTx, payment: NewReportPayment): Promise<void> {
  await db.insert(reportPayments).values(payment);
}

export async function countPayments(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reportPayments).where(eq(reportPayments.order_id, orderId));
  return row?.n ?? 0;
}

/** When each of the buyer's card declines since `since` happened, oldest first. */
export async function recentDeclines(db: DbOrTx, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: reportPayments.created_at })
    .from(reportPayments)
    .innerJoin(purchasedReports, eq(purchasedReports.id, reportPayments.order_id))
    .where(
      and(
        eq(purchasedReports.user_id, userId),
        eq(reportPayments.outcome, 'declined'),
        gte(reportPayments.created_at, since),
      ),
    )
    .orderBy(asc(reportPayments.created_at));
  return rows.map((r) => r.at);
}

function ordersWhere(userId: number | undefined, statuses: readonly string[] | undefined): SQL | undefined {
  return and(
    userId === undefined ? undefined : eq(purchasedReports.user_id, userId),
    statuses === undefined ? undefined : inArray(purchasedReports.status, [...statuses]),
  );
}

export async function countOrders(
  db: DbOrTx,
  userId: number | undefined,
  statuses: readonly string[] | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(purchasedReports).where(ordersWhere(userId, statuses));
  return row?.n ?? 0;
}

/** Newest first; the id breaks ties. The stored report (large) is not read for lists. */
export async function findOrders(
  db: DbOrTx,
  userId: number | undefined,
  statuses: readonly string[] | undefined,
  limit: number,
  offset: number,
): Promise<Omit<ReportOrderRow, 'report'>[]> {
  const { report: _report, ...columns } = getTableColumns(purchasedReports);
  return db
    .select(columns)
    .from(purchasedReports)
    .where(ordersWhere(userId, statuses))
    .orderBy(desc(purchasedReports.created_at), desc(purchasedReports.id))
    .limit(limit)
    .offset(offset);
}

/** Who these buyers are (staff's order list): name and e-mail by user id. */
export async function findBuyers(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { name: string; email: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: `${r.first_name} ${r.last_name}`.trim(), email: r.email ?? '' }]));
}
