// Request cache directives shared by the server's short-lived caches (API listing pages, anonymous HTML pages).

/** True when the request asks to bypass caches: Cache-Control or Pragma no-cache (a hard reload, or a benchmark). */
export function wantsFresh(
  cacheControl: string | string[] | undefined,
  pragma: string | string[] | undefined,
): boolean {
  return /\bno-cache\b/i.test(String(cacheControl ?? '')) || /\bno-cache\b/i.test(String(pragma ?? ''));
}
