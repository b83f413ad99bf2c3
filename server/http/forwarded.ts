// Who may set X-Forwarded-* headers: loopback peers (our own server-side renders, a local reverse proxy) and,
// with TRUST_PROXY, any peer (behind a load balancer that overwrites them). Others get them replaced.
import type { IncomingHttpHeaders } from 'node:http';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** Rewrites the forwarded headers in place so the API can believe them. */
export function sanitizeForwardedHeaders(headers: IncomingHttpHeaders, peer: string | undefined, trustProxy: boolean): void {
  if (trustProxy || isLoopback(peer)) return;
  for (const name of FORWARDED) delete headers[name];
  if (peer) headers['x-forwarded-for'] = peer.replace(/^::ffff:/, '');
}
