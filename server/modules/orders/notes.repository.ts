// Queries for record notes and who has read them: a page's notes in one query, unread counts, insert, edit, mark read.
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrderKind } from '@/lib/contract/orders-values';
import type { Db } from '../../db/client';
import { noteReads, recordNotes, users } from '../../db/schema';

/**
 * The table each kind's records live in: what `record_notes.record_type` holds (the seed's demo notes and the
 * schema's comment use the table name, so the API keeps to it rather than writing the URL's kind).
 */
export const NOTE_RECORD_TYPES: Record<OrderKind, string> = {
  carspurchased: 'car_purchases',
  towings: 'towings',
  carsales: 'car_sales',
  containers: 'containers',
  loadingrecords: 'loading_records',
  shippings: 'shippings',
  summaryreports: 'summary_reports',
  balancereports: 'balance_reports',
};

/** A record shows its newest notes (per thread, public and private); older ones stay stored but are not sent. */
export const NOTES_PER_RECORD = 100;

export type NoteRow = typeof recordNotes.$inferSelect;

/** A note as a record answer shows it, with its author and whether the viewer has read it. */
export interface NoteWithAuthor {
  id: number;
  record_id: number;
  content: string;
  is_private: boolean;
  author_id: number | null;
  author_first_name: string | null;
  author_last_name: string | null;
  author_is_staff: boolean | null;
  created_at: Date;
  updated_at: Date;
  /** The viewer wrote it or has a note_reads row for it. */
  read: boolean;
}

/** Not written by the viewer (a deleted author's note counts as someone else's) and not marked read by them. */
function unreadBy(viewerId: number): SQL {
  return and(
    or(isNull(recordNotes.author_id), ne(recordNotes.author_id, viewerId)),
    sql`not exists (select 1 from ${noteReads} where ${noteReads.note_id} = ${recordNotes.id} and ${noteReads.user_id} = ${viewerId})`,
  )!;
}

function onRecords(kind: OrderKind, recordIds: readonly number[], withPrivate: boolean): SQL {
  return and(
    eq(recordNotes.record_type, NOTE_RECORD_TYPES[kind]),
    inArray(recordNotes.record_id, recordIds),
    withPrivate ? undefined : eq(recordNotes.is_private, false),
  )!;
}

/**
 * The newest NOTES_PER_RECORD notes of each thread of each record, newest first, in two queries: a window over the
 * (record_type, record_id, created_at) index ranks them with their authors joined in, then the viewer's read marks.
 */
export async function findNotesOfRecords(
  db: Db,
  kind: OrderKind,
  recordIds: readonly number[],
  viewerId: number,
  withPrivate: boolean,
): Promise<NoteWithAuthor[]> {
  if (!recordIds.length) return [];
  const ranked = db
    .select({
      id: recordNotes.id,
      record_id: recordNotes.record_id,
      content: recordNotes.content,
      is_private: recordNotes.is_private,
      author_id: recordNotes.author_id,
      created_at: recordNotes.created_at,
      updated_at: recordNotes.updated_at,
      author_first_name: sql<string | null>`${users.first_name}`.as('author_first_name'),
      author_last_name: sql<string | null>`${users.last_name}`.as('author_last_name'),
      author_is_staff: sql<boolean | null>`(${users.is_admin} or ${users.is_superuser})`.as('author_is_staff'),
      rank: sql<number>`row_number() over (partition by ${recordNotes.record_id}, ${recordNotes.is_private} order by ${recordNotes.created_at} desc, ${recordNotes.id} desc)`.as(
        'rank',
      ),
    })
    .from(recordNotes)
    .leftJoin(users, eq(users.id, recordNotes.author_id))
    .where(onRecords(kind, recordIds, withPrivate))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, NOTES_PER_RECORD))
    .orderBy(asc(ranked.record_id), desc(ranked.created_at), desc(ranked.id));
  const read = await findReadMarks(
    db,
    viewerId,
    rows.filter((row) => row.author_id !== viewerId).map((row) => row.id),
  );
  return rows.map(({ rank: _rank, ...row }) => ({
    ...row,
    read: row.author_id === viewerId || read.has(row.id),
    // A subquery's columns come back as the driver reads them: timestamps may arrive as strings.
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    author_is_staff: row.author_is_staff === null ? null : Boolean(row.author_is_staff),
  }));
}

/**
 * Which of these notes the viewer has marked read: index-only lookups on (user_id, note_id). A second query rather
 * than a join: PostgreSQL estimates a busy reader's marks by the thousand and hashes all of them for a page of notes.
 */
async function findReadMarks(db: Db, viewerId: number, noteIds: number[]): Promise<Set<number>> {
  if (!noteIds.length) return new Set();
  const rows = await db
    .select({ note_id: noteReads.note_id })
    .from(noteReads)
    .where(and(eq(noteReads.user_id, viewerId), inArray(noteReads.note_id, noteIds)));
  return new Set(rows.map((row) => row.note_id));
}

/** How many notes on each record the viewer has not read (records with none are absent). */
export async function countUnreadNotes(
  db: Db,
  kind: OrderKind,
  recordIds: readonly number[],
  viewerId: number,
  withPrivate: boolean,
): Promise<Map<number, number>> {
  if (!recordIds.length) return new Map();
  const rows = await db
    .select({ record_id: recordNotes.record_id, n: count() })
    .from(recordNotes)
    .where(and(onRecords(kind, recordIds, withPrivate), unreadBy(viewerId)))
    .groupBy(recordNotes.record_id);
  return new Map(rows.map((r) => [r.record_id, Number(r.n)]));
}

export async function insertNote(db: Db, values: typeof recordNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(recordNotes).values(values).returning();
  if (!row) throw new Error('insert into record_notes returned no row');
  return row;
}

export async function findNote(db: Db, kind: OrderKind, id: number): Promise<NoteRow | null> {
  const [row] = await db
    .select()
    .from(recordNotes)
    .where(and(eq(recordNotes.id, id), eq(recordNotes.record_type, NOTE_RECORD_TYPES[kind])))
    .limit(1);
  return row ?? null;
}

/** New content; created_at stays, updated_at moves. */
export async function updateNoteContent(db: Db, id: number, content: string): Promise<NoteRow> {
  const [row] = await db
    .update(recordNotes)
    .set({ content, updated_at: new Date() })
    .where(eq(recordNotes.id, id))
    .returning();
  if (!row) throw new Error('update of record_notes returned no row');
  return row;
}

export interface AuthorRow {
  id: number;
  first_name: string;
  last_name: string;
  is_staff: boolean;
}

export async function findAuthor(db: Db, id: number): Promise<AuthorRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      is_admin: users.is_admin,
      is_superuser: users.is_superuser,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row
    ? { id: row.id, first_name: row.first_name, last_name: row.last_name, is_staff: row.is_admin || row.is_superuser }
    : null;
}

/**
 * Marks every unread note of one thread of the record read for the viewer. Nothing unread writes nothing; the
 * unique (user_id, note_id) index makes a concurrent mark of the same note a no-op. Returns how many it marked.
 */
export async function markNotesRead(
  db: Db,
  kind: OrderKind,
  recordId: number,
  viewerId: number,
  isPrivate: boolean,
): Promise<number> {
  const unread = await db
    .select({ id: recordNotes.id })
    .from(recordNotes)
    .where(
      and(
        eq(recordNotes.record_type, NOTE_RECORD_TYPES[kind]),
        eq(recordNotes.record_id, recordId),
        eq(recordNotes.is_private, isPrivate),
        unreadBy(viewerId),
      ),
    );
  if (!unread.length) return 0;
  const inserted = await db
    .insert(noteReads)
    .values(unread.map((note) => ({ note_id: note.id, user_id: viewerId })))
    .onConflictDoNothing()
    .returning({ note_id: noteReads.note_id });
  return inserted.length;
}
