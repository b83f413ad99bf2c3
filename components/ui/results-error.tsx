// A result list that failed to load, with the way out that fits: a page past the end links to the first page,
// invalid filters (400) or anything else offer to clear them.
import { parseApiError } from '@/lib/api/errors';

interface ResultsErrorProps {
  error: unknown;
  /** What failed to load, plural: "The {noun} could not be loaded." */
  noun: string;
  hrefFirst: string;
  onClear: () => void;
}

export function ResultsError({ error, noun, hrefFirst, onClear }: ResultsErrorProps) {
  const info = parseApiError(error);
  const message =
    info.status === 404
      ? 'This page of results does not exist.'
      : info.status === 400
        ? 'Some of the filters are not valid.'
        : `The ${noun} could not be loaded. Please try again.`;
  return (
    <div role="alert" className="rounded-xl border border-dashed border-gray-300 px-6 py-12 text-center">
      <p className="font-semibold text-gray-900">{message}</p>
      {info.status === 404 ? (
        <a href={hrefFirst} className="mt-4 inline-block font-semibold text-primary-700 hover:underline">
          Go to the first page
        </a>
      ) : (
        <button type="button" onClick={onClear} className="mt-4 font-semibold text-primary-700 hover:underline">
          Clear all filters
        </button>
      )}
    </div>
  );
}
