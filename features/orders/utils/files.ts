// Record attachments come as bare URLs: photos are shown as pictures, anything else (invoices, PDFs) as links.
const DOCUMENT = /\.(pdf|docx?|xlsx?|csv|txt|zip|rtf|odt)(?:[?#]|$)/i;

export const isDocumentUrl = (url: string): boolean => DOCUMENT.test(url);

/** `…/invoices/INV-2041.pdf?sig=…` → `INV-2041.pdf`. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.split('/').filter(Boolean).pop() ?? path;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
