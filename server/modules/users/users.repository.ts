// Queries on the users table: lookups by id, e-mail or phone, sign-up, profile changes, staff search.
import { and, asc, eq, ilike, ne, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** E-mails are stored lower-cased, so the lookup is by the lower-cased address. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/**
 * The account a phone number signs in or resets: its number must be confirmed, except the sign-up number of an account
 * not activated yet (the code texted to it is what activates it). A changed, unconfirmed number finds nobody.
 */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), or(eq(users.phone_verified, true), not(users.is_verified))))
    .limit(1);
  return row;
}

/** Marks the number confirmed, if it is still the account's number (it may have changed since the code was sent). */
export async function confirmUserPhone(db: Db, id: number, phone: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ phone_verified: true })
    .where(and(eq(users.id, id), eq(users.phone, phone)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Takes an unconfirmed number off whichever account claims it (someone else has just proved they hold it). */
export async function releaseUnverifiedPhone(db: Db, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ phone: null })
    .where(and(eq(users.phone, phone), eq(users.phone_verified, false)));
}

/** Which of the unique contact fields another account already uses. */
export async function takenContactFields(
  db: Db,
  contact: { email?: string; phone?: string },
  exceptUserId?: number,
): Promise<{ email: boolean; phone: boolean }> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(users.email, contact.email));
  if (contact.phone) matches.push(eq(users.phone, contact.phone));
  if (!matches.length) return { email: false, phone: false };
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const rows = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(and(or(...matches), others));
  return {
    email: Boolean(contact.email) && rows.some((row) => row.email === contact.email),
    phone: Boolean(contact.phone) && rows.some((row) => row.phone === contact.phone),
  };
}

export async function insertUserRow(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUserRow(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Accounts whose name, e-mail or phone contains every term of `q` (case-insensitive), oldest first. */
export function searchUserRows(db: Db, q: string, limit: number): Promise<UserRow[]> {
  const terms = q
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 5);
  const conditions = terms.map((term) => {
    const pattern = `%${escapeLike(term)}%`;
    return or(
      ilike(users.first_name, pattern),
      ilike(users.last_name, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
    );
  });
  return db
    .select()
    .from(users)
    .where(and(eq(users.is_anonymous, false), ...conditions))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** PostgreSQL's unique_violation, from either driver (node-postgres or PGlite), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
