// The result grid of part cards, its loading skeleton (same shape, so nothing jumps) and the empty state.
import { CARD_GRID, CardGridSkeleton } from '@/components/ui/card-grid';
import type { PartCard as Part } from '@/lib/contract/parts';
import { PartCard } from './part-card';

export function PartGrid({ parts }: { parts: Part[] }) {
  return (
    <ul className={CARD_GRID}>
      {parts.map((part, index) => (
        <li key={part.id}>
          <PartCard part={part} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}

export function PartGridSkeleton({ count = 6 }: { count?: number }) {
  // Title, then vehicle, then price: the card's own order.
  return <CardGridSkeleton label="Loading parts" count={count} lines={['h-4 w-3/4', 'h-3 w-1/2', 'h-6 w-1/3']} />;
}

/** No results: say so and offer the way out. */
export function PartsEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-gray-900">No parts match your search</p>
      <p className="mt-2 text-gray-600">
        {filtered
          ? 'Try a shorter part name, or choose fewer of the vehicle filters.'
          : 'New parts arrive every week: check back soon.'}
      </p>
      {filtered && (
        <button
          type="button"
          onClick={onClear}
          className="mt-5 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
