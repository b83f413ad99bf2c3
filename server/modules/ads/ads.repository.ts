// Queries for ads and banners.
import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads } from '../../db/schema';

export type AdRow = typeof ads.$inferSelect;

/** Active rows of one kind whose schedule (if any) includes `now`, in display order. */
export function findActiveAds(db: Db, kind: 'banner' | 'ad', now: Date, placement?: string): Promise<AdRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(ads.kind, kind),
    eq(ads.is_active, true),
    or(isNull(ads.starts_at), lte(ads.starts_at, now)),
    or(isNull(ads.ends_at), gt(ads.ends_at, now)),
  ];
  if (placement) conditions.push(eq(ads.placement, placement));
  return db
    .select()
    .from(ads)
    .where(and(...conditions))
    .orderBy(asc(ads.sort_order), asc(ads.id));
}
