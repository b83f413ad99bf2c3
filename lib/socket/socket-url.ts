// Where the sockets live: the API's host when NEXT_PUBLIC_API_URL names one, else the page's own origin, with
// ws:// or wss:// to match http:// or https://.

/** Absolute ws(s) URL for `path` (e.g. `/ws/chat/5/`) with the query parameters given. */
export function socketUrl(path: string, params: Record<string, string> = {}): string {
  const base = process.env.NEXT_PUBLIC_API_URL || window.location.origin;
  const url = new URL(path, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
