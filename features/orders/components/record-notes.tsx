'use client';
// A record's notes panel (spec §4): newest first, add, edit (author or staff), unread ones marked, the record marked
// read when opened with unread notes, and for staff a private thread when the record has one.
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { NotesFields, OrderKind, RecordNote } from '@/lib/contract/orders';
import { useAuthStore, type AuthUser } from '@/stores/use-auth-store';
import { useCreateNote } from '../api/create-note';
import { useMarkRecordRead } from '../api/mark-record-read';
import { orderKeys } from '../api/order-keys';
import { useUpdateNote } from '../api/update-note';
import { usePageVisible } from '../hooks/use-page-visible';
import { isStaffUser } from '../utils/viewer';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';

type Thread = 'public' | 'private';

interface RecordNotesProps {
  kind: OrderKind;
  record: NotesFields & { id: number };
  className?: string;
}

export function RecordNotes({ kind, record, className }: RecordNotesProps) {
  const user = useAuthStore((state) => state.user);
  const staff = isStaffUser(user);
  const hasPrivate = staff && record.private_notes !== undefined;
  const [thread, setThread] = useState<Thread>('public');
  const shown: Thread = hasPrivate ? thread : 'public';
  const baseId = useId();

  const unreadPublic = useReadOnOpen(kind, record.id, record.unread_notes, false, true);
  const unreadPrivate = useReadOnOpen(kind, record.id, record.unread_private_notes ?? [], true, shown === 'private');
  const threads: { key: Thread; label: string; unread: number }[] = [
    { key: 'public', label: 'Notes', unread: record.unread_notes.length },
    { key: 'private', label: 'Private notes', unread: record.unread_private_notes?.length ?? 0 },
  ];

  const onTabKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: Thread = shown === 'public' ? 'private' : 'public';
    setThread(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <section aria-labelledby={`${baseId}-title`} className={clsx('space-y-4', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${baseId}-title`} className="text-lg font-semibold text-gray-900">
          Notes
        </h2>
        {record.unread_notes.length > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
            {record.unread_notes.length} unread
          </span>
        )}
      </div>
      {hasPrivate && (
        <div role="tablist" aria-label="Note threads" className="flex gap-1 border-b border-gray-200">
          {threads.map((tab) => (
            <button
              key={tab.key}
              id={`${baseId}-tab-${tab.key}`}
              type="button"
              role="tab"
              onKeyDown={onTabKey}
              aria-selected={shown === tab.key}
              aria-controls={`${baseId}-panel`}
              tabIndex={shown === tab.key ? 0 : -1}
              onClick={() => setThread(tab.key)}
              className={clsx(
                '-mb-px border-b-2 px-3 py-2 text-sm font-semibold',
                shown === tab.key
                  ? 'border-primary text-primary'
                  : 'border-transparent text-gray-600 hover:text-gray-900',
              )}
            >
              {tab.label}
              {tab.unread > 0 && <span className="ml-1.5 text-xs text-primary-700">({tab.unread} unread)</span>}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${baseId}-panel`}
        role={hasPrivate ? 'tabpanel' : undefined}
        aria-labelledby={hasPrivate ? `${baseId}-tab-${shown}` : undefined}
      >
        <NoteThread
          kind={kind}
          recordId={record.id}
          isPrivate={shown === 'private'}
          notes={(shown === 'private' ? record.private_notes : record.notes) ?? []}
          unread={shown === 'private' ? unreadPrivate : unreadPublic}
          user={user}
          staff={staff}
        />
      </div>
    </section>
  );
}

interface NoteThreadProps {
  kind: OrderKind;
  recordId: number;
  isPrivate: boolean;
  notes: RecordNote[];
  unread: ReadonlySet<number>;
  user: AuthUser | null;
  staff: boolean;
}

function NoteThread({ kind, recordId, isPrivate, notes, unread, user, staff }: NoteThreadProps) {
  const create = useCreateNote(kind);
  const update = useUpdateNote(kind);
  return (
    <div className="space-y-4">
      <NoteForm
        key={isPrivate ? 'private' : 'public'}
        recordId={recordId}
        label={isPrivate ? 'Add a private note (staff only)' : 'Add a note'}
        submitLabel="Add note"
        busyLabel="Adding"
        onSave={(content) => create.mutateAsync({ record_id: recordId, content, is_private: isPrivate })}
      />
      {notes.length === 0 ? (
        <p className="text-sm text-gray-500">{isPrivate ? 'No private notes yet.' : 'No notes yet.'}</p>
      ) : (
        <ul aria-label={isPrivate ? 'Private notes' : 'Notes'} className="space-y-3">
          {notes.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              unread={unread.has(note.id)}
              canEdit={staff || (user !== null && note.author?.id === user.id)}
              onSave={(content) => update.mutateAsync({ id: note.id, content, is_private: isPrivate })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Marks the thread read while it is on screen (its tab shown, the browser tab in front) and unread ids arrive: on
 * open, on coming back to the tab, or a note that came in live. Returns every id that was unread during this visit,
 * so those notes stay marked "New" after the server forgets.
 */
function useReadOnOpen(
  kind: OrderKind,
  recordId: number,
  unreadIds: number[],
  privateNote: boolean,
  visible: boolean,
): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const { mutate } = useMarkRecordRead(kind);
  const onScreen = usePageVisible() && visible;
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set(unreadIds));
  const lastMarked = useRef('');
  const key = unreadIds.join(',');

  if (unreadIds.some((id) => !seen.has(id))) setSeen(new Set([...seen, ...unreadIds]));

  useEffect(() => {
    if (!onScreen || key === '' || lastMarked.current === key) return;
    lastMarked.current = key;
    mutate(
      { id: recordId, privateNote },
      {
        // The lists' unread counts are stale too; they refetch when next shown.
        onSuccess: (result) => {
          if (result.marked > 0) void queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
        },
      },
    );
  }, [onScreen, key, recordId, privateNote, mutate, queryClient]);

  return seen;
}
