// The fast path for /api/*: server.ts hands API requests straight to the Hono app instead of through Next,
// after the same host redirect proxy.ts applies to pages and Django's APPEND_SLASH redirect (decision 009).
import type { IncomingMessage } from 'node:http';
import { wwwRedirectHost } from '@/lib/security/canonical-host';
import { publicOrigin } from './request-origin';

export interface Redirect {
  status: 301 | 308;
  location: string;
}

/** Where an API request must go instead, or null to serve it here. */
export function apiRedirect(req: IncomingMessage, publicHost: string | null): Redirect | null {
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  const search = q === -1 ? '' : raw.slice(q);
  const keepsMethod = req.method !== 'GET' && req.method !== 'HEAD';

  const origin = new URL(publicOrigin(req));
  const target = wwwRedirectHost(origin.host, publicHost);
  if (target) return { status: keepsMethod ? 308 : 301, location: `${origin.protocol}//${target}${raw}` };
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (!path.endsWith('/') && !last.includes('.')) return { status: 308, location: `${path}/${search}` };
  return null;
}
