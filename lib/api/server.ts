// Server components' API client: absolute URL to the API and the visitor's bearer token from the cookie.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { apiBaseUrl, TOKEN_COOKIE } from './config';
import { createApiClient, type ApiClient } from './http-client';

// A page render must not hang on a stuck API call; the error boundary shows instead.
const SERVER_TIMEOUT_MS = 15_000;

/**
 * The visitor's host, protocol and address, passed on so the API builds absolute links (images, next pages) on
 * the origin the browser used and throttles the visitor rather than this server. server.ts has already replaced
 * these headers with the values its trust rule resolved, one each; the API believes them from this loopback call
 * (decision 020). With INTERNAL_API_URL on another host, TRUSTED_PROXIES must count this hop.
 */
async function forwardedHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = {};
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host');
  const proto = incoming.get('x-forwarded-proto');
  const forwardedFor = incoming.get('x-forwarded-for');
  if (host) out['X-Forwarded-Host'] = host;
  if (proto) out['X-Forwarded-Proto'] = proto;
  if (forwardedFor) out['X-Forwarded-For'] = forwardedFor;
  return out;
}

export async function getServerApi(): Promise<ApiClient> {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  return createApiClient({
    baseURL: apiBaseUrl(),
    timeout: SERVER_TIMEOUT_MS,
    headers: {
      Accept: 'application/json',
      // A loopback call: compressing and inflating the answer would only cost CPU (decision 057).
      'Accept-Encoding': 'identity',
      ...(await forwardedHeaders()),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}
