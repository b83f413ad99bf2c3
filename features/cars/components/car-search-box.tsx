'use client';
// The car-name search box (spec §2, §5, §9): suggestions for non-empty text after a 500 ms pause, chosen with the
// keyboard or the mouse; a suggestion opens /cars for that make/model/trim, Enter without suggestions searches the words.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import type { CarSuggestion } from '@/lib/contract/cars';
import { withQuery } from '@/lib/query-string';
import { useCarSuggestions } from '../api/get-car-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const SUGGESTION_DELAY_MS = 500;

/** Where a suggestion leads: /cars with the non-empty parts of the name. */
export const suggestionHref = (suggestion: CarSuggestion): string =>
  withQuery('/cars', { make_name: suggestion.make, model_name: suggestion.model, trim_name: suggestion.trim });

interface CarSearchBoxProps {
  /** Text already searched for, e.g. the `search` of the current URL. */
  defaultValue?: string;
  className?: string;
}

export function CarSearchBox({ defaultValue = '', className }: CarSearchBoxProps) {
  const router = useRouter();
  const [text, setText] = useState(defaultValue);
  const debounced = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useCarSuggestions(debounced);
  const shown = debounced !== '' && debounced === text.trim() ? (suggestions.data ?? []) : [];

  const search = () => router.push(withQuery('/cars', { search: text }));

  const choose = (suggestion: CarSuggestion | null) => {
    if (!suggestion) return;
    setText(suggestion.display_name);
    router.push(suggestionHref(suggestion));
  };

  return (
    <form
      role="search"
      className={clsx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Combobox<CarSuggestion | null> value={null} onChange={choose}>
        <label htmlFor="car-search" className="sr-only">
          Search cars by make, model or trim
        </label>
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
        <ComboboxInput
          id="car-search"
          autoComplete="off"
          placeholder="Search make, model or trim"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // With suggestions listed, Enter picks the highlighted one (the combobox handles it); without, it searches.
            if (event.key === 'Enter' && shown.length === 0) {
              event.preventDefault();
              search();
            }
          }}
          className="w-full rounded-xl border border-gray-300 bg-white py-3 pr-24 pl-10 text-base shadow-sm focus:border-primary focus:ring-primary"
        />
        <button
          type="submit"
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Search
        </button>
        {shown.length > 0 && (
          <ComboboxOptions
            className="absolute z-30 mt-1 max-h-80 w-full overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
          >
            {shown.map((suggestion) => (
              <ComboboxOption
                key={`${suggestion.make}|${suggestion.model}|${suggestion.trim}`}
                value={suggestion}
                className="cursor-pointer px-4 py-2 text-sm text-gray-800 data-focus:bg-primary-50 data-focus:text-primary-800"
              >
                {suggestion.display_name}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
    </form>
  );
}
