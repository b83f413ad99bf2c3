'use client';
// The part-name search: typed text reaches the URL (and the API) once typing pauses for 500 ms (spec §9), and
// follows the URL when it changes from elsewhere (Clear all, Back).
import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const DEBOUNCE_MS = 500;

interface PartNameSearchProps {
  value: string;
  onSearch: (name: string) => void;
}

export function PartNameSearch({ value, onSearch }: PartNameSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed from elsewhere: show its value (a trailing space the URL trimmed off is kept while typing).
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);

  // The latest URL value and callback, read when the pause ends: an older closure would undo a select changed
  // during the pause.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => {
    if (debounced.trim() !== latest.current.value) latest.current.onSearch(debounced);
  }, [debounced]);

  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium text-gray-700">
        Part name
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder="e.g. alternator"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-lg border border-gray-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-primary"
        />
      </div>
    </div>
  );
}
