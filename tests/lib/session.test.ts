// Session rules: which paths are guarded, where a login may go next (no open redirect), reading tokens.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AFTER_LOGIN,
  isLoginRequiredPath,
  liveTokenClaims,
  loginHref,
  readTokenClaims,
  safeNextPath,
} from '@/lib/session';
import { fakeJwt } from '../support/msw/auth-handlers';

describe('safeNextPath', () => {
  it.each(['/dashboard/', '/shipping-dashboard/towing/12/', '/cars?make_name=Toyota&page=2', '/messages/4#latest'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
  ])('sends %j to the dashboard instead', (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('never sends a fresh login back to the login or signup page', () => {
    expect(safeNextPath('/login/?next=/login/')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath('/signup')).toBe(DEFAULT_AFTER_LOGIN);
  });
});

describe('guarded paths', () => {
  it('needs a user on the dashboard, shipping dashboard and messages only', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/saved-cars/',
      '/v2/dashboard/',
      '/shipping-dashboard/summary-report/',
      '/messages/',
      '/messages/3/',
      '/account/',
    ]) {
      expect(isLoginRequiredPath(path)).toBe(true);
    }
    // The new e-mail's confirmation link is opened wherever the e-mail is read, signed in or not.
    for (const path of ['/', '/dashboards', '/cars/', '/login/', '/v2/', '/messages-old', '/account/email/'])
      expect(isLoginRequiredPath(path)).toBe(false);
  });

  it('builds the login link with the path readable in next', () => {
    expect(loginHref('/dashboard/purchases/?page=2')).toBe('/login/?next=/dashboard/purchases/%3Fpage%3D2');
  });
});

describe('token claims', () => {
  it('decodes the user id and expiry, and tells a live token from an expired one', () => {
    expect(readTokenClaims(fakeJwt({ userId: 12 }))).toMatchObject({ user_id: 12, token_type: 'access' });
    expect(liveTokenClaims(fakeJwt({ userId: 12 }))).not.toBeNull();
    expect(liveTokenClaims(fakeJwt({ userId: 12, expiresInSeconds: -1 }))).toBeNull();
  });

  it('refuses what does not decode to a user and an expiry', () => {
    expect(readTokenClaims('garbage')).toBeNull();
    expect(readTokenClaims(undefined)).toBeNull();
    const noUser = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"exp":9999999999}').toString('base64url')}.x`;
    expect(readTokenClaims(noUser)).toBeNull();
  });
});
