'use client';
// Staff narrow the inbox: mine / unassigned / all, one label, done or open, follow-up, a customer's name.
import clsx from 'clsx';
import { useState } from 'react';
import type { Label } from '@/lib/contract/chat';

export interface InboxFilters {
  assigned: 'all' | 'me' | 'unassigned';
  label: number | null;
  done: 'any' | 'true' | 'false';
  followUp: boolean;
  search: string;
}

export const NO_FILTERS: InboxFilters = { assigned: 'all', label: null, done: 'any', followUp: false, search: '' };

/** The query GET /api/chats/ takes for these filters (only what narrows the list). */
export function filterParams(filters: InboxFilters): Record<string, string | number> {
  return {
    ...(filters.assigned !== 'all' && { assigned: filters.assigned }),
    ...(filters.label !== null && { label: filters.label }),
    ...(filters.done !== 'any' && { done: filters.done }),
    ...(filters.followUp && { follow_up: 'true' }),
    ...(filters.search.trim() && { search: filters.search.trim() }),
  };
}

const ASSIGNED: { value: InboxFilters['assigned']; label: string }[] = [
  { value: 'me', label: 'Mine' },
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'all', label: 'All' },
];

interface ChatFiltersProps {
  value: InboxFilters;
  labels: Label[];
  onChange: (filters: InboxFilters) => void;
}

export function ChatFilters({ value, labels, onChange }: ChatFiltersProps) {
  const [search, setSearch] = useState(value.search);
  return (
    <div className="space-y-2 border-b border-gray-200 px-3 py-2 text-sm">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...value, search });
        }}
      >
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search customers"
          aria-label="Search customers"
          maxLength={100}
          className="w-full rounded border border-gray-300 px-2 py-1 text-xs"
        />
      </form>
      <div role="group" aria-label="Assigned to" className="flex gap-1">
        {ASSIGNED.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value.assigned === option.value}
            onClick={() => onChange({ ...value, assigned: option.value })}
            className={clsx(
              'rounded-full px-3 py-1 text-xs font-semibold ring-1',
              value.assigned === option.value ? 'bg-primary text-white ring-primary' : 'ring-gray-300 hover:bg-gray-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <select
          aria-label="Label"
          value={value.label ?? ''}
          onChange={(event) => onChange({ ...value, label: event.target.value ? Number(event.target.value) : null })}
          className="min-w-0 flex-1 rounded border border-gray-300 px-2 py-1 text-xs"
        >
          <option value="">Any label</option>
          {labels.map((label) => (
            <option key={label.id} value={label.id}>
              {label.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Status"
          value={value.done}
          onChange={(event) => onChange({ ...value, done: event.target.value as InboxFilters['done'] })}
          className="rounded border border-gray-300 px-2 py-1 text-xs"
        >
          <option value="any">Open and done</option>
          <option value="false">Open</option>
          <option value="true">Done</option>
        </select>
      </div>
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={value.followUp}
          onChange={(event) => onChange({ ...value, followUp: event.target.checked })}
          className="size-4 accent-primary"
        />
        Needs follow-up only
      </label>
    </div>
  );
}
