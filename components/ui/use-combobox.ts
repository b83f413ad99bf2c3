'use client';
// Keyboard and ARIA wiring of an editable combobox with a list of suggestions (WAI-ARIA combobox pattern):
// the first option is highlighted as the list appears, the arrows move, Enter picks, Escape closes the list.
import { useId, useState, type KeyboardEvent } from 'react';

interface ComboboxOptions<T> {
  /** Options to list; an empty array hides the list. */
  options: T[];
  onChoose: (option: T) => void;
  /** Enter while no option is highlighted (no list): the free text is submitted. */
  onSubmitText: () => void;
}

export function useCombobox<T>({ options, onChoose, onSubmitText }: ComboboxOptions<T>) {
  const listboxId = useId();
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const open = options.length > 0 && !dismissed;

  // A new list (new text) starts on its first option and shows again after an Escape (state adjusted while
  // rendering, as React recommends over an effect).
  const [listed, setListed] = useState(options);
  if (listed !== options) {
    setListed(options);
    setActive(0);
    setDismissed(false);
  }

  const optionId = (index: number) => `${listboxId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        return;
      }
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + delta + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open ? options[active] : undefined;
      if (option !== undefined) onChoose(option);
      else onSubmitText();
    } else if (event.key === 'Escape' && open) {
      // Only the list closes; a second Escape reaches whatever holds the box (e.g. the navbar's overlay).
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return {
    open,
    active,
    setActive,
    close: () => setDismissed(true),
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': open ? optionId(active) : undefined,
      autoComplete: 'off',
      onKeyDown,
      onBlur: () => setDismissed(true),
    },
    listboxProps: { id: listboxId, role: 'listbox' as const },
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      'data-focus': index === active ? '' : undefined,
      onMouseEnter: () => setActive(index),
      // Keep focus in the input (a blur would close the list before the click lands).
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onClick: () => onChoose(options[index]!),
    }),
  };
}
