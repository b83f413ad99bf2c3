// The account forms' secondary action (text me a code, send the link again, cancel): a white button beside the
// primary SubmitButton.
export const secondaryButtonClass =
  'rounded-md bg-white px-4 py-2 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-70';
