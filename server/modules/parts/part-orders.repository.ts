// Queries for part orders: a page of them (one buyer's or everyone's) with each part's summary, and placing one.
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partOrders, parts, users } from '../../db/schema';

export type PartOrderRow = typeof partOrders.$inferSelect & {
  part: Pick<typeof parts.$inferSelect, 'id' | 'name' | 'make' | 'year' | 'model' | 'engine' | 'part_number' | 'image'>;
};

export interface PartBuyer {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** One buyer's orders, or everyone's when `userId` is undefined. */
function whereOf(userId: number | undefined): SQL | undefined {
  return userId === undefined ? undefined : eq(partOrders.user_id, userId);
}

export async function countPartOrders(db: Db, userId: number | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partOrders).where(whereOf(userId));
  return row?.n ?? 0;
}

const partSummary = {
  id: parts.id,
  name: parts.name,
  make: parts.make,
  year: parts.year,
  model: parts.model,
  engine: parts.engine,
  part_number: parts.part_number,
  image: parts.image,
};

/** Newest first; the id breaks ties between orders placed in the same instant. */
export async function findPartOrders(
  db: Db,
  userId: number | undefined,
  limit: number,
  offset: number,
): Promise<(PartOrderRow & { customer: PartBuyer })[]> {
  const rows = await db
    .select({ order: partOrders, part: partSummary, customer: buyerColumns })
    .from(partOrders)
    .innerJoin(parts, eq(parts.id, partOrders.part_id))
    .innerJoin(users, eq(users.id, partOrders.user_id))
    .where(whereOf(userId))
    .orderBy(desc(partOrders.created_at), desc(partOrders.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ order, part, customer }) => ({
    ...order,
    part,
    customer: { ...customer, email: customer.email ?? '' },
  }));
}

const buyerColumns = { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email };

export async function findBuyer(db: Db, userId: number): Promise<PartBuyer> {
  const [row] = await db.select(buyerColumns).from(users).where(eq(users.id, userId)).limit(1);
  return { id: userId, first_name: row?.first_name ?? '', last_name: row?.last_name ?? '', email: row?.email ?? '' };
}

export type PlaceResult = { placed: PartOrderRow } | { missing: true } | { stock: number };

/**
 * Takes `quantity` of the part and records the order, in one transaction. The stock is taken by a conditional
 * UPDATE (`stock >= quantity`): of two buyers racing for the last one, the second UPDATE waits for the first to
 * commit, re-reads the row and matches nothing, so it can never sell what is not there.
 */
export function placePartOrder(db: Db, userId: number, partId: number, quantity: number): Promise<PlaceResult> {
  return db.transaction(async (tx) => {
    const [part] = await tx
      .update(parts)
      .set({ stock: sql`${parts.stock} - ${quantity}` })
      .where(and(eq(parts.id, partId), gte(parts.stock, quantity)))
      .returning({ ...partSummary, price: parts.price });
    if (!part) {
      const [left] = await tx.select({ stock: parts.stock }).from(parts).where(eq(parts.id, partId)).limit(1);
      return left ? { stock: left.stock } : { missing: true as const };
    }
    const { price, ...summary } = part;
    const [order] = await tx
      .insert(partOrders)
      .values({ user_id: userId, part_id: partId, quantity, unit_price: price, status: 'pending' })
      .returning();
    if (!order) throw new Error('insert into part_orders returned no row');
    return { placed: { ...order, part: summary } };
  });
}
