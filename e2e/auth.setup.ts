// Signs every demo role in once per run (through the token endpoint the login form calls) and saves its session
// cookies as storage state. Tests share these sessions, so none may end them server-side: no logout-all or
// password reset on a demo role (those revoke every token of the user), and a refresh rotates the refresh token
// away — the access token lasts an hour (ACCESS_TOKEN_MINUTES), far longer than a run, so pages never refresh.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, ROLE_EMAIL, roleStateFile, sessionState, type Role, type TokenPair } from './support/roles';

for (const role of Object.keys(ROLE_EMAIL) as Role[]) {
  setup(`sign in as ${role}`, async ({ request, baseURL }) => {
    const response = await request.post('/api/usermgmt/token/', {
      data: { email: ROLE_EMAIL[role], password: DEMO_PASSWORD },
    });
    expect(response.status()).toBe(200);
    const file = roleStateFile(role);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(sessionState(baseURL!, (await response.json()) as TokenPair)));
  });
}
