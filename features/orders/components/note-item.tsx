'use client';
// One note: who wrote it and when, the text, a "New" mark while unread, and an inline editor for its author or staff.
import clsx from 'clsx';
import { useState } from 'react';
import type { RecordNote } from '@/lib/contract/orders';
import { formatDateTime } from '@/lib/dates';
import { NoteForm } from './note-form';

interface NoteItemProps {
  note: RecordNote;
  unread: boolean;
  canEdit: boolean;
  onSave: (content: string) => Promise<unknown>;
}

function authorName(note: RecordNote): string {
  if (!note.author) return 'Former user';
  return `${note.author.first_name} ${note.author.last_name}`.trim() || 'Unnamed user';
}

export function NoteItem({ note, unread, canEdit, onSave }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const edited = note.updated_at !== note.created_at;

  return (
    <li
      className={clsx(
        'rounded-lg border p-3',
        unread ? 'border-primary-200 bg-primary-50/60' : 'border-gray-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-semibold text-gray-900">{authorName(note)}</span>
        {note.author?.is_staff && (
          <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">Staff</span>
        )}
        {unread && <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-white">New</span>}
        <time dateTime={note.created_at} className="text-gray-500">
          {formatDateTime(note.created_at)}
        </time>
        {edited && <span className="text-xs text-gray-500">(edited)</span>}
      </div>
      {editing ? (
        <div className="mt-2">
          <NoteForm
            initial={note.content}
            label="Edit note"
            submitLabel="Save"
            busyLabel="Saving"
            onSave={async (content) => {
              await onSave(content);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-gray-800">{note.content}</p>
          {canEdit && (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={`Edit note from ${formatDateTime(note.created_at)}`}
              className="mt-2 text-sm font-semibold text-primary-700 hover:underline"
            >
              Edit
            </button>
          )}
        </>
      )}
    </li>
  );
}
