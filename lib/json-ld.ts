// Structured data (JSON-LD) in a page's HTML.

/** JSON for a <script> element: `<` escaped so text in the data can never close the script. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
