// Queries for contact inquiries and the sales team.
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inquiries, salesTeam, users } from '../../db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;
export type SalesPersonRow = typeof salesTeam.$inferSelect;

export async function insertInquiry(db: Db, values: typeof inquiries.$inferInsert): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('insert into inquiries returned no row');
  return row;
}

export function findSalesTeam(db: Db): Promise<SalesPersonRow[]> {
  // A member linked to an account whose number is still unconfirmed shows no phone, rather than one nobody proved.
  const phone = sql<string>`case when ${users.phone} = ${salesTeam.phone} and not ${users.phone_verified} then '' else ${salesTeam.phone} end`;
  return db
    .select({ ...getTableColumns(salesTeam), phone })
    .from(salesTeam)
    .leftJoin(users, eq(users.id, salesTeam.user_id))
    .orderBy(asc(salesTeam.sort_order), asc(salesTeam.id));
}
