'use client';
// A price bound typed freely ('$25,000' works, spec §5) with the §9 labels offered as suggestions; applied on
// Enter or when leaving the field, so the list does not reload on every keystroke.
import { useState } from 'react';
import { HIGHER_LABEL, PRICE_OPTIONS, parsePrice } from '@/lib/price';

interface PriceInputProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}

const LIST_ID = 'car-price-options';

export function PriceInput({ label, value, onCommit }: PriceInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // The applied bound reads like the labels ($25,000); typing starts from that text and is stripped again.
  const shown = draft ?? (value ? `$${Number(value).toLocaleString('en-US')}` : '');

  const commit = () => {
    if (draft === null) return;
    const price = parsePrice(draft);
    // 'Higher' or an empty field means no bound; anything unreadable is dropped rather than sent.
    const next = draft.trim() === HIGHER_LABEL || price === null ? '' : String(price);
    setDraft(null);
    if (next !== value) onCommit(next);
  };

  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-gray-700">{label}</span>
      <input
        type="text"
        inputMode="numeric"
        list={LIST_ID}
        placeholder="Any"
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary"
      />
    </label>
  );
}

/** The §9 price labels, rendered once per panel for both price fields. */
export function PriceOptionsList() {
  return (
    <datalist id={LIST_ID}>
      {PRICE_OPTIONS.map((option) => (
        <option key={option.label} value={option.label} />
      ))}
    </datalist>
  );
}
