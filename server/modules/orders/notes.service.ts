// Notes on shipping records: each record's notes and unread ids for the viewer, creating, editing and marking read.
import type { NoteCreate, NotesFields, RecordNote } from '@/lib/contract/orders';
import type { OrderKind } from '@/lib/contract/orders-values';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { accessScope, findVisibleRecord, requireScope, type AccessScope } from './access';
import {
  countUnreadNotes,
  findAuthor,
  findNote,
  findNotesOfRecords,
  insertNote,
  markNotesRead,
  updateNoteContent,
  NOTE_RECORD_TYPES,
  type AuthorRow,
  type NoteRow,
  type NoteWithAuthor,
} from './notes.repository';
import { prepareRecordNotice, type RecordNotice } from './record-events';
import { recordChange } from './record-changes';

export { NOTES_PER_RECORD } from './notes.repository';

/** Private notes (and their unread ids) are for roles whose scope on the kind allows them: staff, never customers. */
export function seesPrivateNotes(kind: OrderKind, viewer: AuthUser): boolean {
  return accessScope(kind, viewer, 'private_notes') !== 'none';
}

function toNote(row: NoteWithAuthor): RecordNote {
  return {
    id: row.id,
    record_id: row.record_id,
    content: row.content,
    is_private: row.is_private,
    author:
      row.author_id === null
        ? null
        : {
            id: row.author_id,
            first_name: row.author_first_name ?? '',
            last_name: row.author_last_name ?? '',
            is_staff: row.author_is_staff ?? false,
          },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function noteDto(row: NoteRow, author: AuthorRow | null): RecordNote {
  return toNote({
    ...row,
    author_id: author ? row.author_id : null,
    author_first_name: author?.first_name ?? null,
    author_last_name: author?.last_name ?? null,
    author_is_staff: author?.is_staff ?? null,
    read: true,
  });
}

/**
 * The notes fields of every record of a page, in one query: each record's newest NOTES_PER_RECORD notes per thread,
 * newest first, and the ids among them the viewer has not read. `private_notes` and `unread_private_notes` are
 * set only for viewers allowed private notes on the kind; a customer's map has neither key. Every given record
 * has an entry, empty when it has no notes.
 */
export async function attachNotes(
  db: Db,
  kind: OrderKind,
  records: readonly { id: number }[],
  viewer: AuthUser,
): Promise<Map<number, NotesFields>> {
  const withPrivate = seesPrivateNotes(kind, viewer);
  const out = new Map<number, NotesFields>();
  for (const record of records) {
    out.set(
      record.id,
      withPrivate
        ? { notes: [], unread_notes: [], private_notes: [], unread_private_notes: [] }
        : { notes: [], unread_notes: [] },
    );
  }
  const ids = [...out.keys()];
  for (const row of await findNotesOfRecords(db, kind, ids, viewer.id, withPrivate)) {
    const fields = out.get(row.record_id);
    if (!fields) continue;
    // Rows arrive newest first per record, so pushing keeps each thread newest first.
    if (row.is_private) {
      fields.private_notes?.push(toNote(row));
      if (!row.read) fields.unread_private_notes?.push(row.id);
    } else {
      fields.notes.push(toNote(row));
      if (!row.read) fields.unread_notes.push(row.id);
    }
  }
  return out;
}

/**
 * How many notes on each record the viewer has not read (every given id is a key; 0 when none). Customers count
 * public notes only; staff count private ones too.
 */
export async function unreadNoteCounts(
  db: Db,
  kind: OrderKind,
  recordIds: readonly number[],
  viewer: AuthUser,
): Promise<Map<number, number>> {
  const counts = await countUnreadNotes(db, kind, recordIds, viewer.id, seesPrivateNotes(kind, viewer));
  return new Map(recordIds.map((id) => [id, counts.get(id) ?? 0]));
}

export interface CreatedNote {
  note: RecordNote;
  /** The customer's notice to send once committed; null for private notes and the customer's own. */
  notice: RecordNotice | null;
}

/**
 * The role checks, made before the body is read as DRF's permission classes are: a customer's private note is a
 * 403 whatever the body says. Returns the scope of the action.
 */
export function checkNoteAccess(
  kind: OrderKind,
  viewer: AuthUser,
  action: 'note_create' | 'note_update' | 'mark_read',
  isPrivate: boolean,
): AccessScope {
  const scope = requireScope(kind, viewer, action);
  if (isPrivate) requireScope(kind, viewer, 'private_notes');
  return scope;
}

/**
 * Writes the note on a record the viewer may reach (another customer's is a 404) and, for a public note by
 * someone other than the record's customer, the customer's e-mail in the same transaction.
 */
export async function createNote(
  db: Db,
  kind: OrderKind,
  viewer: AuthUser,
  input: NoteCreate,
  isPrivate: boolean,
): Promise<CreatedNote> {
  checkNoteAccess(kind, viewer, 'note_create', isPrivate);
  const record = await findVisibleRecord(db, kind, input.record_id, viewer, 'note_create');
  const author = await findAuthor(db, viewer.id);
  return db.transaction(async (tx) => {
    const row = await insertNote(tx, {
      record_type: noteRecordType(kind),
      record_id: record.id,
      author_id: viewer.id,
      content: input.content,
      is_private: isPrivate,
    });
    const note = noteDto(row, author);
    await recordChange(tx, {
      kind,
      record_id: record.id,
      car_sale_id: record.car_sale_id,
      actor_id: viewer.id,
      action: 'note',
      changes: { note: { from: null, to: { id: row.id, is_private: isPrivate } } },
    });
    const notice = isPrivate
      ? null
      : await prepareRecordNotice(tx, {
          kind,
          owner: record,
          actorId: viewer.id,
          at: note.created_at,
          event: 'note',
          content: note.content,
          author: author ? `${author.first_name} ${author.last_name}`.trim() : '',
        });
    return { note, notice };
  });
}

/**
 * Edits a note: staff (scope all) any note of the kind; a customer (scope author) only a note they wrote on a
 * record that is theirs. A missing note, one of another kind or of the other thread is a 404, as is a note the
 * customer may not see; someone else's note they can see is a 403.
 */
export async function updateNote(
  db: Db,
  kind: OrderKind,
  viewer: AuthUser,
  noteId: number,
  content: string,
  isPrivate: boolean,
): Promise<RecordNote> {
  const scope = checkNoteAccess(kind, viewer, 'note_update', isPrivate);
  const note = await findNote(db, kind, noteId);
  if (!note || note.is_private !== isPrivate) throw ApiError.notFound();
  // The record must be one the viewer can reach (a customer's own); then only the author may change the words.
  const record = await findVisibleRecord(db, kind, note.record_id, viewer, 'note_update');
  if (scope === 'author' && note.author_id !== viewer.id) throw ApiError.forbidden();
  const row = await db.transaction(async (tx) => {
    const updated = await updateNoteContent(tx, note.id, content);
    if (updated.content !== note.content) {
      await recordChange(tx, {
        kind,
        record_id: record.id,
        car_sale_id: record.car_sale_id,
        actor_id: viewer.id,
        action: 'note_edit',
        changes: { [`note ${note.id}`]: { from: note.content, to: updated.content } },
      });
    }
    return updated;
  });
  return noteDto(row, row.author_id === null ? null : await findAuthor(db, row.author_id));
}

/** Marks the record's unread notes (or, with the flag, its private ones) read for the viewer → how many. */
export async function markRecordRead(
  db: Db,
  kind: OrderKind,
  viewer: AuthUser,
  recordId: number,
  privateThread: boolean,
): Promise<number> {
  checkNoteAccess(kind, viewer, 'mark_read', privateThread);
  const record = await findVisibleRecord(db, kind, recordId, viewer, 'mark_read');
  return markNotesRead(db, kind, record.id, viewer.id, privateThread);
}

/** What `record_notes.record_type` holds for the kind's records. */
export function noteRecordType(kind: OrderKind): string {
  return NOTE_RECORD_TYPES[kind];
}
