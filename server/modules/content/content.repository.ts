// Queries for contact inquiries and the sales team.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inquiries, salesTeam } from '../../db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;
export type SalesPersonRow = typeof salesTeam.$inferSelect;

export async function insertInquiry(db: Db, values: typeof inquiries.$inferInsert): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('insert into inquiries returned no row');
  return row;
}

export function findSalesTeam(db: Db): Promise<SalesPersonRow[]> {
  return db.select().from(salesTeam).orderBy(asc(salesTeam.sort_order), asc(salesTeam.id));
}
