'use client';
// The catalogue's filters: the six cascading selects and the part-name search. Every change goes to the URL
// through `onChange`; a level's change resets the levels below it.
import type { QueryParams } from '@/lib/query-string';
import type { PartSource } from '@/lib/contract/parts';
import { CASCADE_KEYS, cascadeChange, isFiltered, type PartFilters } from '../utils/part-filters';
import { CascadeSelect } from './cascade-select';
import { PartNameSearch } from './part-name-search';

interface PartFilterPanelProps {
  filters: PartFilters;
  source: PartSource | undefined;
  onChange: (changes: QueryParams) => void;
  onClear: () => void;
  /** Changes on every "Clear all", so a name still being typed is dropped too. */
  clearCount: number;
}

export function PartFilterPanel({ filters, source, onChange, onClear, clearCount }: PartFilterPanelProps) {
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold text-gray-900">Your vehicle</h2>
        {isFiltered(filters) && (
          <button type="button" onClick={onClear} className="text-sm font-medium text-primary-700 hover:underline">
            Clear all
          </button>
        )}
      </div>
      {CASCADE_KEYS.map((level) => (
        <CascadeSelect
          key={level}
          level={level}
          filters={filters}
          source={source}
          onChange={(value) => onChange(cascadeChange(level, value))}
        />
      ))}
      <PartNameSearch key={clearCount} value={filters.name ?? ''} onSearch={(name) => onChange({ name })} />
    </div>
  );
}
