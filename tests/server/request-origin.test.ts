// The one trust rule for forwarded headers: client address and public origin from the socket and trusted hops only.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressKey } from '@/server/api/throttle';
import {
  canonicalizeForwardedHeaders,
  normalizeAddress,
  resolveClientAddress,
  resolvePublicOrigin,
  type RequestFacts,
} from '@/server/http/request-origin';

function facts(headers: Record<string, string>, peer: string | null): RequestFacts {
  return { header: (name) => headers[name], peer, fallbackHost: 'localhost', fallbackProto: 'http' };
}
const client = (xff: string | undefined, peer: string | null, hops: number) =>
  resolveClientAddress(facts(xff === undefined ? {} : { 'x-forwarded-for': xff }, peer), hops);

describe('client address', () => {
  it('with no trusted proxy is the socket peer, whatever the client claims', () => {
    expect(client(undefined, '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(client('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9');
    expect(client('1.2.3.4, 5.6.7.8', '::ffff:203.0.113.9', 0)).toBe('203.0.113.9');
  });

  it('with one proxy is the entry that proxy appended: the right-most', () => {
    expect(client('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    // A client sending its own X-Forwarded-For only adds entries to the left of the proxy's.
    expect(client('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(client('1.1.1.1, 2.2.2.2, 3.3.3.3, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('with two proxies is the second entry from the right', () => {
    expect(client('198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(client('6.6.6.6, 198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('never answers with a forged left-most entry, however many are rotated in', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) seen.add(client(`192.0.2.${i}, 198.51.100.7`, '10.0.0.2', 1));
    expect([...seen]).toEqual(['198.51.100.7']);
  });

  it('takes the left-most entry when there are fewer than the trusted hops', () => {
    expect(client('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
    expect(client(undefined, '10.0.0.2', 2)).toBe('10.0.0.2');
  });

  it('skips an entry that is not an address towards the trusted side', () => {
    expect(client('unknown', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(client('garbage, 10.0.0.1', '10.0.0.2', 2)).toBe('10.0.0.1');
  });

  it('reads IPv6 entries and peers, with or without brackets and ports', () => {
    expect(client(undefined, '2001:DB8::1', 0)).toBe('2001:db8::1');
    expect(client('[2001:db8::7]:4711', '10.0.0.2', 1)).toBe('2001:db8::7');
    expect(client('2001:db8::7', '2001:db8::fe', 1)).toBe('2001:db8::7');
    expect(client('198.51.100.7:51234', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it("believes our own server-side render's loopback call for the visitor's address", () => {
    // lib/api/server.ts forwards the one address server.ts resolved for the page request.
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const hops of [0, 1, 2]) expect(client('198.51.100.7', peer, hops)).toBe('198.51.100.7');
    }
    // A loopback peer with nothing forwarded is a local client.
    expect(client(undefined, '127.0.0.1', 0)).toBe('127.0.0.1');
  });

  it('behind a local reverse proxy still takes the entry the proxy appended, not what the client sent', () => {
    expect(client('6.6.6.6, 198.51.100.7', '127.0.0.1', 0)).toBe('198.51.100.7');
    expect(client('6.6.6.6, 198.51.100.7', '127.0.0.1', 1)).toBe('198.51.100.7');
  });

  it('treats an in-process call (no socket) like a loopback one', () => {
    expect(client('198.51.100.7', null, 0)).toBe('198.51.100.7');
    expect(client('6.6.6.6, 198.51.100.7', null, 0)).toBe('198.51.100.7');
    expect(client(undefined, null, 0)).toBe('unknown');
  });
});

describe('public origin', () => {
  const spoofed = { host: 'www.example.com', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' };

  it('ignores forwarded host and protocol from an untrusted peer', () => {
    expect(resolvePublicOrigin(facts(spoofed, '203.0.113.9'), 0)).toBe('http://www.example.com');
  });

  it('takes them from a trusted proxy, a loopback peer or an in-process call', () => {
    expect(resolvePublicOrigin(facts(spoofed, '10.0.0.2'), 1)).toBe('https://evil.test');
    expect(resolvePublicOrigin(facts(spoofed, '127.0.0.1'), 0)).toBe('https://evil.test');
    expect(resolvePublicOrigin(facts(spoofed, null), 0)).toBe('https://evil.test');
    expect(
      resolvePublicOrigin(
        facts({ 'x-forwarded-host': 'a.example, b.internal', 'x-forwarded-proto': 'https, http' }, '10.0.0.2'),
        1,
      ),
    ).toBe('https://a.example');
  });

  it('refuses values that would break a URL and falls back', () => {
    const bad = { host: 'www.example.com', 'x-forwarded-host': 'evil.test/path', 'x-forwarded-proto': 'javascript' };
    expect(resolvePublicOrigin(facts(bad, '127.0.0.1'), 0)).toBe('http://www.example.com');
    expect(resolvePublicOrigin(facts({ host: '[1:2]:99999' }, '203.0.113.9'), 0)).toBe('http://localhost');
    expect(resolvePublicOrigin(facts({ host: '[2001:db8::1]:8080' }, '203.0.113.9'), 0)).toBe(
      'http://[2001:db8::1]:8080',
    );
  });
});

describe('canonical forwarded headers (what Next and the API see)', () => {
  const request = (headers: Record<string, string>, remoteAddress: string) =>
    ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

  it("replaces a remote client's claims with what the rule resolved", () => {
    const req = request(
      {
        host: 'www.example.com',
        'x-forwarded-for': '1.2.3.4',
        'x-forwarded-host': 'evil.test',
        forwarded: 'for=1.2.3.4',
      },
      '::ffff:203.0.113.9',
    );
    canonicalizeForwardedHeaders(req);
    expect(req.headers).toEqual({
      host: 'www.example.com',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-proto': 'http',
    });
  });

  it('is idempotent: a second server reading the canonical headers resolves the same values', () => {
    const req = request({ host: 'www.example.com', 'x-forwarded-for': '6.6.6.6, 198.51.100.7' }, '127.0.0.1');
    canonicalizeForwardedHeaders(req);
    const first = { ...req.headers };
    canonicalizeForwardedHeaders(req);
    expect(req.headers).toEqual(first);
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.7');
  });
});

describe('rate-limit key of an address', () => {
  it('counts IPv4 addresses one by one and IPv6 clients by their /64', () => {
    expect(addressKey('198.51.100.7')).toBe('ip:198.51.100.7');
    expect(addressKey('2001:db8:0:1::1')).toBe('ip6:2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:1:ffff:1:2:3')).toBe('ip6:2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('ip6:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('ip6:0:0:0:0::/64');
  });
});
