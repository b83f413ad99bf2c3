// The demo roles the e2e tests sign in as: e2e/auth.setup.ts signs each in once per run and saves its session
// cookies as Playwright storage state, so tests open pages as a role without the login form.
import path from 'node:path';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234!';

export const ROLE_EMAIL = {
  customer: 'customer@demo.local',
  dealer: 'dealer@demo.local',
  staff: 'staff@demo.local',
} as const;

export type Role = keyof typeof ROLE_EMAIL;

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Where the setup project keeps a role's signed-in browser state. */
export function roleStateFile(role: Role): string {
  return path.join('.test-results', 'auth', `${role}.json`);
}

/** The token's expiry in seconds, as the site's own cookie gets it (the JWT's `exp`). */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return payload.exp;
}

/**
 * The cookies the site's login writes for a token pair (`token`, `refresh_token`; path /, Lax, not HttpOnly since
 * the page reads them), as Playwright storage state for `baseURL`'s host.
 */
export function sessionState(baseURL: string, tokens: TokenPair) {
  const { hostname } = new URL(baseURL);
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: hostname,
    path: '/',
    expires: expiryOf(value),
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  });
  return { cookies: [cookie('token', tokens.access), cookie('refresh_token', tokens.refresh)], origins: [] };
}

/** The page's access token, read from its session cookie, for API calls made beside the browser. */
export async function accessTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('this page has no session cookie');
  return cookie.value;
}
