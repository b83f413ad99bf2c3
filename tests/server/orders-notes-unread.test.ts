// Notes on records: newest first, the unread rule (unread for all but the author until marked), private notes kept
// from customers, the per-record bound, and mark-read as a no-op when nothing is unread.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markReadResultSchema, noteSchema, notesFieldsSchema } from '@/lib/contract/orders';
import { toAuthUser } from '@/server/api/auth';
import type { AuthUser } from '@/server/api/context';
import { carSales, noteReads, recordNotes, summaryReports } from '@/server/db/schema';
import { attachNotes, NOTES_PER_RECORD, unreadNoteCounts } from '@/server/modules/orders/notes.service';
import { call, createCast, type Actor, type Cast } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let cast: Cast;
const viewer = (a: Actor): AuthUser => toAuthUser(a.user!);

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

let vinSeq = 0;
/** A car sale of the customer's and its summary report. */
async function summaryReportOf(customer: Actor): Promise<{ saleId: number; reportId: number }> {
  const db = t.database.db;
  const [sale] = await db
    .insert(carSales)
    .values({
      id_number: `CS-${++vinSeq}`,
      customer_id: customer.user!.id,
      date: '2026-10-01',
      vin: `1HGCM82633A${String(vinSeq).padStart(6, '0')}`,
      year: 2019,
      make: 'Toyota',
      model: 'Camry',
    })
    .returning();
  const [report] = await db
    .insert(summaryReports)
    .values({ car_sale_id: sale!.id, customer_id: customer.user!.id })
    .returning();
  return { saleId: sale!.id, reportId: report!.id };
}

async function note(who: Actor, recordId: number, content: string, kind = 'summaryreports', privately = false) {
  const res = await call(t, who, `/api/v2/orders/${kind}/${privately ? 'private-note' : 'note'}/create/`, {
    method: 'POST',
    json: { record_id: recordId, content },
  });
  expect(res.status).toBe(201);
  return noteSchema.parse(await res.json());
}

async function markRead(who: Actor, recordId: number, privateNote?: boolean): Promise<number> {
  const res = await call(t, who, `/api/v2/orders/summaryreports/${recordId}/mark-read/`, {
    method: 'POST',
    json: privateNote === undefined ? {} : { private_note: privateNote },
  });
  expect(res.status).toBe(200);
  return markReadResultSchema.parse(await res.json()).marked;
}

async function fieldsFor(who: Actor, recordId: number) {
  const map = await attachNotes(t.database.db, 'summaryreports', [{ id: recordId }], viewer(who));
  return notesFieldsSchema.strict().parse(map.get(recordId));
}

const readRows = async () => (await t.database.db.select({ n: count() }).from(noteReads))[0]!.n;

describe('note order and the unread rule', () => {
  it('lists notes newest first; a note is unread for everyone but its author until they mark the record read', async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    const first = await note(cast.staff, reportId, 'Your car was picked up.');
    const second = await note(cast.customerA, reportId, 'Thanks! When does it load?');
    const third = await note(cast.superuser, reportId, 'Loading on Friday.');

    const a = await fieldsFor(cast.customerA, reportId);
    expect(a.notes.map((n) => n.id)).toEqual([third.id, second.id, first.id]);
    expect(a.notes[0]).toMatchObject({ content: 'Loading on Friday.', author: { is_staff: true }, is_private: false });
    expect(a.unread_notes.sort()).toEqual([first.id, third.id].sort());

    const staff = await fieldsFor(cast.staff, reportId);
    expect(staff.unread_notes.sort()).toEqual([second.id, third.id].sort());

    expect(await markRead(cast.customerA, reportId)).toBe(2);
    expect((await fieldsFor(cast.customerA, reportId)).unread_notes).toEqual([]);
    // Marking read is per user: staff still have theirs unread.
    expect((await fieldsFor(cast.staff, reportId)).unread_notes).toHaveLength(2);
  });

  it('mark-read with nothing unread answers 0 and writes nothing', async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    await note(cast.staff, reportId, 'Title received.');
    expect(await markRead(cast.customerA, reportId)).toBe(1);
    const before = await readRows();
    expect(await markRead(cast.customerA, reportId)).toBe(0);
    expect(await markRead(cast.staff, reportId)).toBe(0);
    expect(await readRows()).toBe(before);
  });

  it('a new note after a mark is unread again; the unread counts follow', async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    const other = await summaryReportOf(cast.customerA);
    await note(cast.staff, reportId, 'One');
    await markRead(cast.customerA, reportId);
    const later = await note(cast.staff, reportId, 'Two');
    await note(cast.staff, other.reportId, 'Elsewhere');
    expect((await fieldsFor(cast.customerA, reportId)).unread_notes).toEqual([later.id]);
    const counts = await unreadNoteCounts(
      t.database.db,
      'summaryreports',
      [reportId, other.reportId, 999999],
      viewer(cast.customerA),
    );
    expect([...counts.entries()]).toEqual([
      [reportId, 1],
      [other.reportId, 1],
      [999999, 0],
    ]);
  });

  it('editing a note keeps created_at, moves updated_at and does not make it unread again', async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    const written = await note(cast.staff, reportId, 'Vessel departs Monday.');
    await markRead(cast.customerA, reportId);
    await new Promise((r) => setTimeout(r, 5));
    const res = await call(t, cast.staff, `/api/v2/orders/summaryreports/note/${written.id}/update/`, {
      method: 'PUT',
      json: { content: 'Vessel departs Tuesday.' },
    });
    expect(res.status).toBe(200);
    const edited = noteSchema.parse(await res.json());
    expect(edited).toMatchObject({
      id: written.id,
      content: 'Vessel departs Tuesday.',
      created_at: written.created_at,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(written.updated_at));
    expect((await fieldsFor(cast.customerA, reportId)).unread_notes).toEqual([]);
  });
});

describe('private notes', () => {
  it('a customer never receives private notes or their ids; staff get both threads and mark them separately', async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    const open = await note(cast.staff, reportId, 'Docs complete.');
    const hidden = await note(cast.staff, reportId, 'Margin is thin, no discounts.', 'summaryreports', true);
    expect(hidden.is_private).toBe(true);

    const a = await fieldsFor(cast.customerA, reportId);
    expect(a).not.toHaveProperty('private_notes');
    expect(a).not.toHaveProperty('unread_private_notes');
    expect(a.notes.map((n) => n.id)).toEqual([open.id]);
    expect(JSON.stringify(a)).not.toContain('Margin');
    expect(await markRead(cast.customerA, reportId)).toBe(1);
    expect(
      (await unreadNoteCounts(t.database.db, 'summaryreports', [reportId], viewer(cast.customerA))).get(reportId),
    ).toBe(0);

    const su = await fieldsFor(cast.superuser, reportId);
    expect(su.private_notes!.map((n) => n.id)).toEqual([hidden.id]);
    expect(su.unread_private_notes).toEqual([hidden.id]);
    expect(su.unread_notes).toEqual([open.id]);
    expect(
      (await unreadNoteCounts(t.database.db, 'summaryreports', [reportId], viewer(cast.superuser))).get(reportId),
    ).toBe(2);
    // The public mark leaves the private thread unread, and the flag marks only the private one.
    expect(await markRead(cast.superuser, reportId)).toBe(1);
    expect((await fieldsFor(cast.superuser, reportId)).unread_private_notes).toEqual([hidden.id]);
    expect(await markRead(cast.superuser, reportId, true)).toBe(1);
    expect((await fieldsFor(cast.superuser, reportId)).unread_private_notes).toEqual([]);
  });
});

describe('bounds', () => {
  it(`sends each record's newest ${NOTES_PER_RECORD} notes, for a whole page in one call`, async () => {
    const { reportId } = await summaryReportOf(cast.customerA);
    const other = await summaryReportOf(cast.customerB);
    const base = Date.parse('2026-11-01T00:00:00Z');
    await t.database.db.insert(recordNotes).values(
      Array.from({ length: NOTES_PER_RECORD + 5 }, (_, i) => ({
        record_type: 'summary_reports',
        record_id: reportId,
        author_id: cast.staff.user!.id,
        content: `note ${i}`,
        created_at: new Date(base + i * 60_000),
        updated_at: new Date(base + i * 60_000),
      })),
    );
    await note(cast.staff, other.reportId, 'B only');
    const map = await attachNotes(
      t.database.db,
      'summaryreports',
      [{ id: reportId }, { id: other.reportId }],
      viewer(cast.staff),
    );
    const mine = map.get(reportId)!;
    expect(mine.notes).toHaveLength(NOTES_PER_RECORD);
    expect(mine.notes[0]!.content).toBe(`note ${NOTES_PER_RECORD + 4}`);
    expect(mine.notes.at(-1)!.content).toBe('note 5');
    expect(map.get(other.reportId)!.notes.map((n) => n.content)).toEqual(['B only']);
    expect(await unreadNoteCounts(t.database.db, 'summaryreports', [reportId], viewer(cast.customerA))).toEqual(
      new Map([[reportId, NOTES_PER_RECORD + 5]]),
    );
    // Notes are stored under the record's table name, as the seed's demo notes are.
    const [stored] = await t.database.db.select().from(recordNotes).where(eq(recordNotes.record_id, other.reportId));
    expect(stored!.record_type).toBe('summary_reports');
  });
});
