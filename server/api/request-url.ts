// The URL the client used, for absolute links (next pages, media): this request's path and query on its public origin.
import type { Context } from 'hono';
import { publicOrigin } from '../http/request-origin';

export function publicRequestUrl(c: Context): URL {
  const url = new URL(c.req.url);
  return new URL(url.pathname + url.search, publicOrigin(c));
}
