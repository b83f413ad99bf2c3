'use client';
// The navbar search box with car-name suggestions: a suggestion opens /cars for that make/model/trim (and years),
// Enter on free text searches the words (loaded lazily by navbar-car-search.tsx).
import { useEffect, useRef } from 'react';
import type { SearchBoxProps } from '@/components/layout/navbar/navbar-search';
import { useCombobox } from '@/components/ui/use-combobox';
import { useShownSuggestions } from '../hooks/use-shown-suggestions';
import { suggestionHref } from './car-search-box';
import { SuggestionList } from './suggestion-list';

export function NavbarSuggestionBox({
  id,
  className,
  placeholder,
  text,
  onTextChange,
  submitText,
  go,
}: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = useShownSuggestions(text);
  const combobox = useCombobox({
    options: shown,
    onChoose: (suggestion) => go(suggestionHref(suggestion, text)),
    onSubmitText: submitText,
  });
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        placeholder={placeholder}
        {...combobox.inputProps}
        className={className}
      />
      <SuggestionList suggestions={shown} combobox={combobox} className="absolute top-full right-44 left-14 mt-1" />
    </>
  );
}
