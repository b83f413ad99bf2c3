// Bad input on the accounts endpoints: DRF-shaped 400s (never a 5xx), the password rules, duplicates, bad tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILED,
  PASSWORD_NUMERIC,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_SIMILAR,
  PASSWORDS_DIFFER,
  RESET_LINK_INVALID,
  userSchema,
} from '@/lib/contract/auth';
import { signToken } from '@/server/auth/jwt';
import { createUser, post } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const account = () => {
  n += 1;
  return {
    email: `new${n}@example.com`,
    password: 'Kampot-Pepper-9',
    first_name: 'Srey',
    last_name: 'Pich',
    phone: `+85570${String(n).padStart(6, '0')}`,
  };
};

async function errors(path: string, body: unknown): Promise<Record<string, string[]>> {
  const res = await post(t, path, body);
  expect(res.status).toBe(400);
  return (await res.json()) as Record<string, string[]>;
}

describe('POST /api/usermgmt/register/', () => {
  it('names every missing field', async () => {
    expect(await errors('/api/usermgmt/register/', {})).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      phone: ['This field is required.'],
    });
  });

  it.each([
    ['short', 'Ab1!', [PASSWORD_TOO_SHORT]],
    ['numeric', '1234567890', [PASSWORD_NUMERIC]],
    ['short and numeric', '1234', [PASSWORD_TOO_SHORT, PASSWORD_NUMERIC]],
    ['the e-mail', 'NEWUSER@example.com', [PASSWORD_TOO_SIMILAR]],
    ['its name part', 'newuser1', [PASSWORD_TOO_SIMILAR]],
  ])('refuses a password that is %s', async (_label, password, messages) => {
    expect(await errors('/api/usermgmt/register/', { ...account(), email: 'newuser@example.com', password })).toEqual({
      password: messages,
    });
  });

  it('refuses a phone outside international format and a bad e-mail', async () => {
    const body = await errors('/api/usermgmt/register/', { ...account(), phone: '012 345 678', email: 'not-an-email' });
    expect(body.email).toEqual(['Enter a valid email address.']);
    expect(body.phone?.[0]).toMatch(/international format/);
  });

  it('refuses an e-mail or phone already in use, in any letter case', async () => {
    const existing = await createUser(t.database.db);
    const body = await errors('/api/usermgmt/register/', {
      ...account(),
      email: existing.email?.toUpperCase(),
      phone: existing.phone,
    });
    expect(body).toEqual({
      email: ['user with this email already exists.'],
      phone: ['user with this phone already exists.'],
    });
  });

  it('creates a Business Account, never a staff one', async () => {
    const res = await post(t, '/api/usermgmt/register/', {
      ...account(),
      account_type: 'Business Account',
      is_superuser: true,
      is_admin: true,
      is_verified: true,
    });
    expect(res.status).toBe(201);
    expect(userSchema.parse(await res.json())).toMatchObject({
      account_type: 'Business Account',
      is_superuser: false,
      is_admin: false,
      is_verified: false,
    });
    expect((await errors('/api/usermgmt/register/', { ...account(), account_type: 'Staff' })).account_type).toEqual([
      '"Staff" is not a valid choice.',
    ]);
  });

  it.each([
    ['a list', [1, 2, 3]],
    ['a string', 'hello'],
    ['null', null],
    ['wrong types', { email: 42, password: true, first_name: [], last_name: {}, phone: 1 }],
  ])('answers 400 to %s', async (_label, body) => {
    const res = await post(t, '/api/usermgmt/register/', body);
    expect(res.status).toBe(400);
  });

  it('answers 413 to a body over the JSON bound (decision 018) and 400 to huge values under it', async () => {
    const huge = {
      email: `${'a'.repeat(100_000)}@example.com`,
      password: 'p'.repeat(1_000_000),
      first_name: 'x',
      last_name: 'y',
    };
    const over = await post(t, '/api/usermgmt/register/', huge);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ detail: 'Request body is too large: at most 256 KB.' });
    const under = await post(t, '/api/usermgmt/register/', {
      ...huge,
      email: `${'a'.repeat(20_000)}@example.com`,
      password: 'p'.repeat(100_000),
      first_name: 'x'.repeat(50_000),
      phone: '+'.padEnd(50_000, '5'),
    });
    expect(under.status).toBe(400);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.request('/api/usermgmt/register/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
  });
});

describe('POST /api/usermgmt/token/', () => {
  it('asks for missing fields with a 400', async () => {
    expect(await errors('/api/usermgmt/token/', {})).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    expect(await errors('/api/usermgmt/token/', { email: '', password: '' })).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });
  });

  it('gives one 401 for unknown, wrong, inactive and unverified accounts', async () => {
    const inactive = await createUser(t.database.db, { is_active: false });
    const unverified = await createUser(t.database.db, { is_verified: false });
    const known = await createUser(t.database.db);
    for (const [email, password] of [
      ['nobody@example.com', 'Whatever-123'],
      [known.email, 'Wrong-Password-1'],
      [inactive.email, 'Correct-Horse-42'],
      [unverified.email, 'Correct-Horse-42'],
    ]) {
      const res = await post(t, '/api/usermgmt/token/', { email, password });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: LOGIN_FAILED });
    }
  });

  it('answers 400 to a huge password, never a 5xx (413 over the body bound)', async () => {
    const res = await post(t, '/api/usermgmt/token/', { email: 'a@example.com', password: 'p'.repeat(200_000) });
    expect(res.status).toBe(400);
    expect(
      (await post(t, '/api/usermgmt/token/', { email: 'a@example.com', password: 'p'.repeat(1_000_000) })).status,
    ).toBe(413);
  });
});

describe('POST /api/usermgmt/token/refresh/', () => {
  it.each([
    ['garbage', async () => 'not.a.token'],
    ['an access token', async () => (await signToken(1, 'access')).token],
    ['a signed refresh token never issued', async () => (await signToken(1, 'refresh')).token],
    ['an expired refresh token', async () => (await signToken(1, 'refresh', -10)).token],
  ])('refuses %s', async (_label, make) => {
    const res = await post(t, '/api/usermgmt/token/refresh/', { refresh: await make() });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    expect(await res.json()).toEqual({ detail: 'Token is invalid', code: 'token_not_valid' });
  });

  it('asks for the field', async () => {
    expect(await errors('/api/usermgmt/token/refresh/', {})).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('password reset input', () => {
  it('says the same for unknown and known accounts', async () => {
    const known = await createUser(t.database.db);
    const answers = [];
    for (const body of [
      { email: 'ghost@example.com' },
      { email: known.email },
      { phone: '+85511000999' },
      { phone: known.phone },
    ]) {
      const res = await post(t, '/api/usermgmt/forgotPassword/', body);
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
  });

  it('needs an e-mail or a phone', async () => {
    expect(await errors('/api/usermgmt/forgotPassword/', {})).toEqual({
      non_field_errors: ['Provide an email or a phone number.'],
    });
  });

  it('refuses bad links and mismatched confirmation', async () => {
    for (const token of ['abc', 'MQ-' + 'f'.repeat(64), 'x'.repeat(3000)]) {
      const res = await post(t, `/api/usermgmt/resetPassword/${token}/`, { password: 'Kep-Crab-2026' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: RESET_LINK_INVALID });
    }
    expect(
      await errors('/api/usermgmt/resetPassword/abc/', {
        password: 'Kep-Crab-2026',
        confirm_password: 'Kep-Crab-2027',
      }),
    ).toEqual({
      confirm_password: [PASSWORDS_DIFFER],
    });
    expect(await errors('/api/usermgmt/resetPassword/', { phone: '+85511000999', otp: '12', password: '123' })).toEqual(
      {
        otp: ['Enter the 6-digit code.'],
        password: [PASSWORD_TOO_SHORT, PASSWORD_NUMERIC],
      },
    );
  });
});
