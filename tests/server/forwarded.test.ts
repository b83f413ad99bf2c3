import { describe, expect, it } from 'vitest';
import { sanitizeForwardedHeaders } from '@/server/http/forwarded';

const spoofed = () => ({ host: 'www.example.com', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' });

describe('forwarded headers', () => {
  it('replaces what a remote client claims with its real address', () => {
    const headers = spoofed();
    sanitizeForwardedHeaders(headers, '::ffff:203.0.113.9', false);
    expect(headers).toEqual({ host: 'www.example.com', 'x-forwarded-for': '203.0.113.9' });
  });

  it('keeps them from loopback peers (server-side renders, a local proxy)', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const headers = spoofed();
      sanitizeForwardedHeaders(headers, peer, false);
      expect(headers).toEqual(spoofed());
    }
  });

  it('keeps them from anyone when the deployment trusts its proxy', () => {
    const headers = spoofed();
    sanitizeForwardedHeaders(headers, '10.0.0.5', true);
    expect(headers).toEqual(spoofed());
  });
});
