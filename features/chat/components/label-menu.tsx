'use client';
// Staff add labels to the chat (searching existing ones or creating one with a colour) and remove them.
import { useState, type FormEvent } from 'react';
import type { Label } from '@/lib/contract/chat';
import { useLabels } from '../api/get-labels';
import { Popover } from './popover';
import type { StaffActions } from './staff-actions';

export function LabelMenu({ actions, labels }: { actions: StaffActions; labels: Label[] }) {
  return <Popover label="Labels">{() => <LabelPanel actions={actions} labels={labels} />}</Popover>;
}

function LabelPanel({ actions, labels }: { actions: StaffActions; labels: Label[] }) {
  const [query, setQuery] = useState('');
  const labelSearch = useLabels(query.trim());
  const found = labelSearch.data ?? [];
  const [color, setColor] = useState('#d32f2f');
  const [error, setError] = useState<string | null>(null);
  const attached = new Set(labels.map((label) => label.id));
  const shownError = error ?? (labelSearch.isError ? 'Labels could not be loaded.' : null);

  const run = (work: Promise<unknown>, failure: string) => {
    setError(null);
    work.catch(() => setError(failure));
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = query.trim();
    if (!name) return;
    run(
      actions
        .createLabel(name, color)
        .then((label) => actions.addLabel(label.id))
        .then(() => setQuery('')),
      'The label could not be created.',
    );
  };

  return (
    <div className="space-y-2 text-sm">
      {labels.length > 0 && (
        <ul aria-label="Labels on this chat" className="flex flex-wrap gap-1">
          {labels.map((label) => (
            <li key={label.id} className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs">
              <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: label.color }} />
              {label.name}
              <button
                type="button"
                aria-label={`Remove label ${label.name}`}
                onClick={() => run(actions.removeLabel(label.id), 'The label could not be removed.')}
                className="font-bold text-gray-500 hover:text-gray-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={create} className="flex items-center gap-1">
        <input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Find or create a label"
          aria-label="Label name"
          maxLength={50}
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1"
        />
        <input
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
          aria-label="Label colour"
          className="h-7 w-8 cursor-pointer"
        />
        <button
          type="submit"
          disabled={!query.trim()}
          className="rounded bg-primary px-2 py-1 text-xs font-semibold text-white disabled:opacity-40"
        >
          Create
        </button>
      </form>
      {shownError && (
        <p role="alert" className="text-xs text-primary-700">
          {shownError}
        </p>
      )}
      <ul aria-label="Available labels" className="max-h-40 overflow-y-auto">
        {found
          .filter((label) => !attached.has(label.id))
          .map((label) => (
            <li key={label.id}>
              <button
                type="button"
                onClick={() => run(actions.addLabel(label.id), 'The label could not be added.')}
                className="flex w-full items-center gap-2 rounded px-2 py-1 text-left hover:bg-gray-100"
              >
                <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: label.color }} />
                Add {label.name}
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
