// Rate limits on the accounts endpoints: per client address and per account named in the body → 429 + Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, post } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;

async function expectThrottled(res: Response, maxWait: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  expect(((await res.json()) as { detail: string }).detail).toMatch(THROTTLED);
}

describe('login', () => {
  it('allows 10 tries a minute from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await post(
        t,
        '/api/usermgmt/token/',
        { email: `someone${i}@example.com`, password: 'Wrong-Pass-1' },
        { ip },
      );
      expect(res.status).toBe(401);
    }
    await expectThrottled(
      await post(t, '/api/usermgmt/token/', { email: 'x@example.com', password: 'Wrong-Pass-1' }, { ip }),
      60,
    );
    // Another address is not affected.
    expect((await post(t, '/api/usermgmt/token/', { email: 'x@example.com', password: 'Wrong-Pass-1' })).status).toBe(
      401,
    );
  });

  it('allows 5 tries a minute for one e-mail, from any address, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/usermgmt/token/', { email: user.email, password: 'Wrong-Pass-1' })).status).toBe(401);
    }
    await expectThrottled(
      await post(t, '/api/usermgmt/token/', { email: user.email?.toUpperCase(), password: 'Correct-Horse-42' }),
      60,
    );
  });
});

describe('codes, links and sign-up', () => {
  it('sends at most 3 verification links per e-mail in 10 minutes', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t, '/api/usermgmt/accounts/verification/', { email: 'slow@example.com' })).status).toBe(200);
    await expectThrottled(await post(t, '/api/usermgmt/accounts/verification/', { email: 'slow@example.com' }), 600);
  });

  it('sends at most 3 codes per phone in 10 minutes', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(t, '/api/usermgmt/accounts/verification-otp/', { phone: '+85512000111' })).status).toBe(200);
    await expectThrottled(await post(t, '/api/usermgmt/accounts/verification-otp/', { phone: '+855 12 000 111' }), 600);
  });

  it('limits password reset requests per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/usermgmt/forgotPassword/', { email: `r${i}@example.com` }, { ip })).status).toBe(200);
    }
    await expectThrottled(await post(t, '/api/usermgmt/forgotPassword/', { email: 'r9@example.com' }, { ip }), 600);
  });

  it('limits code checks per phone across addresses', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await post(t, '/api/usermgmt/accounts/activate-otp/', { phone: '+85512000222', otp: '000000' })).status,
      ).toBe(400);
    }
    await expectThrottled(
      await post(t, '/api/usermgmt/accounts/activate-otp/', { phone: '+85512000222', otp: '000000' }),
      600,
    );
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await post(t, '/api/usermgmt/register/', {}, { ip })).status).toBe(400);
    await expectThrottled(await post(t, '/api/usermgmt/register/', {}, { ip }), 3600);
  });
});
