'use client';
// Car-name suggestions for typed text (spec §9): asked only for non-empty text that has rested for 500 ms, and
// shown only while the text is still what was asked about.
import type { CarSuggestion } from '@/lib/contract/cars';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCarSuggestions } from '../api/get-car-suggestions';

export const SUGGESTION_DELAY_MS = 500;

const NONE: CarSuggestion[] = [];

export function useShownSuggestions(text: string): CarSuggestion[] {
  const debounced = useDebouncedValue(text.trim(), SUGGESTION_DELAY_MS);
  const suggestions = useCarSuggestions(debounced);
  return debounced !== '' && debounced === text.trim() ? (suggestions.data ?? NONE) : NONE;
}
