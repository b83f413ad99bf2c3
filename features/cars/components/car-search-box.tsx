'use client';
// The car-name search box (spec §2, §5, §9): suggestions for non-empty text after a 500 ms pause, chosen with the
// keyboard or the mouse; a suggestion opens /cars for that make/model/trim (and the years and prices typed), Enter
// without suggestions searches the words.
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { useCombobox } from '@/components/ui/use-combobox';
import type { CarSuggestion } from '@/lib/contract/cars';
import { withQuery } from '@/lib/query-string';
import { searchBounds } from '@/lib/search/car-search-bounds';
import { useShownSuggestions } from '../hooks/use-shown-suggestions';
import { SuggestionList } from './suggestion-list';

/**
 * Where a suggestion leads: /cars with the non-empty parts of the name, and the years and prices of the typed text
 * if any, as the filter panel's own parameters ("camry 18 under 20k" → year 2018, max price 20,000).
 */
export function suggestionHref(suggestion: CarSuggestion, typed = ''): string {
  const bounds = searchBounds(typed, suggestion.display_name);
  return withQuery('/cars', {
    make_name: suggestion.make,
    model_name: suggestion.model,
    trim_name: suggestion.trim,
    year__gte: bounds.year_min,
    year__lte: bounds.year_max,
    price__gte: bounds.price_min,
    price__lte: bounds.price_max,
  });
}

interface CarSearchBoxProps {
  /** Text already searched for, e.g. the `search` of the current URL. */
  defaultValue?: string;
  className?: string;
}

export function CarSearchBox({ defaultValue = '', className }: CarSearchBoxProps) {
  const router = useRouter();
  const [text, setText] = useState(defaultValue);
  const shown = useShownSuggestions(text, defaultValue);

  const search = () => router.push(withQuery('/cars', { search: text }));
  const combobox = useCombobox({
    options: shown,
    onChoose: (suggestion) => {
      setText(suggestion.display_name);
      combobox.close();
      router.push(suggestionHref(suggestion, text));
    },
    onSubmitText: search,
  });

  return (
    <form
      role="search"
      className={clsx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <label htmlFor="car-search" className="sr-only">
        Search cars by make, model or trim
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
      />
      <input
        id="car-search"
        placeholder="Search make, model or trim"
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...combobox.inputProps}
        className="w-full rounded-xl border border-gray-300 bg-white py-3 pr-24 pl-10 text-base shadow-sm focus:border-primary"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
      >
        Search
      </button>
      <SuggestionList suggestions={shown} combobox={combobox} className="absolute mt-1 w-full" />
    </form>
  );
}
