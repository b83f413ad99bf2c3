// The URL the client used, for absolute links: honours the proxy's forwarded host and protocol.
import type { Context } from 'hono';

export function publicRequestUrl(c: Context): URL {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  const proto = c.req.header('x-forwarded-proto');
  if (host) url.host = host.split(',')[0]!.trim();
  if (proto) url.protocol = `${proto.split(',')[0]!.trim()}:`;
  return url;
}
