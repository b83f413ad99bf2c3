// A labelled select of the filter panel; the current value stays listed even before its options have loaded.
interface FilterSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Label of the empty choice. */
  anyLabel?: string;
  disabled?: boolean;
}

export function FilterSelect({ label, value, options, onChange, anyLabel = 'Any', disabled }: FilterSelectProps) {
  const listed =
    value === '' || options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-gray-700">{label}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus:border-primary disabled:bg-gray-50 disabled:text-gray-400"
      >
        <option value="">{anyLabel}</option>
        {listed.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
