// The grid result cards (components/ui/media-card.tsx) stand in, and its loading skeleton: the same grid and card
// shape, so nothing jumps when the cards arrive.

/** One, two, then three columns. */
export const CARD_GRID = 'grid gap-4 xs:grid-cols-2 lg:grid-cols-3';

interface CardGridSkeletonProps {
  /** What is loading, e.g. "Loading cars". */
  label: string;
  count?: number;
  /** Each grey line under the photo, as height and width classes, in the order the real card shows its text. */
  lines: string[];
}

export function CardGridSkeleton({ label, count = 6, lines }: CardGridSkeletonProps) {
  return (
    <ul aria-label={label} aria-busy="true" className={CARD_GRID}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-gray-100" />
          <div className="space-y-2 p-4">
            {lines.map((size, line) => (
              <div key={line} className={`${size} animate-pulse rounded bg-gray-100`} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
