'use client';
// The list under a car-name search box: one option per suggestion, the highlighted one marked.
import { clsx } from 'clsx';
import type { CarSuggestion } from '@/lib/contract/cars';
import type { useCombobox } from '@/components/ui/use-combobox';

interface SuggestionListProps {
  suggestions: CarSuggestion[];
  combobox: ReturnType<typeof useCombobox<CarSuggestion>>;
  className?: string;
}

export function SuggestionList({ suggestions, combobox, className }: SuggestionListProps) {
  if (!combobox.open) return null;
  return (
    <ul
      {...combobox.listboxProps}
      className={clsx(
        'z-30 max-h-80 overflow-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg',
        className,
      )}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.make}|${suggestion.model}|${suggestion.trim}`}
          {...combobox.optionProps(index)}
          className="cursor-pointer px-4 py-2 text-sm text-gray-800 data-focus:bg-primary-50 data-focus:text-primary-800"
        >
          {suggestion.display_name}
        </li>
      ))}
    </ul>
  );
}
