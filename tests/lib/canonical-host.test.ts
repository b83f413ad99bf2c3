import { describe, expect, it } from 'vitest';
import { wwwRedirectHost } from '@/lib/security/canonical-host';

describe('wwwRedirectHost', () => {
  it.each([
    ['autobridge.com', 'www.autobridge.com'],
    ['autobridge.com.kh', 'www.autobridge.com.kh'],
    ['AutoBridge.com:8080', 'www.autobridge.com:8080'],
  ])('redirects the bare host %s to %s', (host, expected) => {
    expect(wwwRedirectHost(host)).toBe(expected);
  });

  it.each([
    'www.autobridge.com',
    'localhost:3000',
    'app.localhost',
    '127.0.0.1:3000',
    '[::1]:3000',
    'intranet',
    'api.autobridge.com',
    null,
  ])('leaves %s alone', (host) => {
    expect(wwwRedirectHost(host)).toBeNull();
  });

  it('with a configured public host, redirects only that host', () => {
    expect(wwwRedirectHost('shop.example', 'www.shop.example')).toBe('www.shop.example');
    expect(wwwRedirectHost('other.example', 'www.shop.example')).toBeNull();
    expect(wwwRedirectHost('shop.example', 'shop.example')).toBeNull();
  });
});
