'use client';
// Car-name suggestions for typed text (spec §9): asked only for non-empty text that has rested for 500 ms, and
// shown only while the text is still what was asked about. Text the box started with (the search a results page
// shows) asks for nothing until the user types: the list stays closed over the results.
import { useState } from 'react';
import type { CarSuggestion } from '@/lib/contract/cars';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCarSuggestions } from '../api/get-car-suggestions';

export const SUGGESTION_DELAY_MS = 500;

const NONE: CarSuggestion[] = [];

export function useShownSuggestions(text: string, initialText = ''): CarSuggestion[] {
  // Set while rendering (as React recommends over an effect) the first time the text differs from where it began.
  const [typed, setTyped] = useState(false);
  if (!typed && text !== initialText) setTyped(true);
  const wanted = typed || text !== initialText ? text.trim() : '';
  const debounced = useDebouncedValue(wanted, SUGGESTION_DELAY_MS);
  const suggestions = useCarSuggestions(debounced);
  return debounced !== '' && debounced === wanted ? (suggestions.data ?? NONE) : NONE;
}
