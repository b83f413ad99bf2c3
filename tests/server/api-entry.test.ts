import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiRedirect } from '@/server/http/api-entry';

// From a local proxy: its X-Forwarded-Proto is believed (decision 020).
const req = (url: string, headers: Record<string, string> = { host: 'localhost:3000' }, method = 'GET') =>
  ({ url, headers, method, socket: { remoteAddress: '127.0.0.1' } }) as unknown as IncomingMessage;

describe('API entry redirects', () => {
  it('serves paths that end in a slash or name a file', () => {
    expect(apiRedirect(req('/api/health/'), null)).toBeNull();
    expect(apiRedirect(req('/api/cars/filter/?page=2'), null)).toBeNull();
    expect(apiRedirect(req('/api/docs/assets/swagger-ui.css'), null)).toBeNull();
  });

  it('appends the slash as Django does, keeping the query and (308) the method', () => {
    expect(apiRedirect(req('/api/health'), null)).toEqual({ status: 308, location: '/api/health/' });
    expect(apiRedirect(req('/api/cars/filter?page=2&q=a', undefined, 'POST'), null)).toEqual({
      status: 308,
      location: '/api/cars/filter/?page=2&q=a',
    });
  });

  it('sends a bare host to its www host like pages', () => {
    expect(apiRedirect(req('/api/ads/', { host: 'autobridge.com' }), null)).toEqual({
      status: 301,
      location: 'http://www.autobridge.com/api/ads/',
    });
    expect(
      apiRedirect(req('/api/contact-us/', { host: 'autobridge.com', 'x-forwarded-proto': 'https' }, 'POST'), null),
    ).toEqual({
      status: 308,
      location: 'https://www.autobridge.com/api/contact-us/',
    });
  });

  it('ignores a forwarded protocol from a peer that is not trusted', () => {
    const remote = {
      url: '/api/ads/',
      method: 'GET',
      headers: { host: 'autobridge.com', 'x-forwarded-proto': 'https' },
      socket: { remoteAddress: '203.0.113.9' },
    };
    expect(apiRedirect(remote as unknown as IncomingMessage, null)).toEqual({
      status: 301,
      location: 'http://www.autobridge.com/api/ads/',
    });
  });
});
