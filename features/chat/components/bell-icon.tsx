// The bell's icon and link look, shared by the live bell and the placeholder shown while it loads.

export const bellLinkClass =
  'relative flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary';

export function BellIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
