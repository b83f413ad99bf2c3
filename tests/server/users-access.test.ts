// Who may read, edit and search accounts: anonymous, customer A, customer B, dealer, staff, superuser.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema, userSearchResultListSchema } from '@/lib/contract/auth';
import { signToken } from '@/server/auth/jwt';
import { users } from '@/server/db/schema';
import { createUser, login, type UserRow } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type Role = 'anonymous' | 'customerA' | 'customerB' | 'dealer' | 'staff' | 'superuser';
const people = {} as Record<Exclude<Role, 'anonymous'>, UserRow>;
const tokens = {} as Record<Role, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  people.customerA = await createUser(db, {
    first_name: 'Sokha',
    last_name: 'Chan',
    profile_pic: '/media/people/1.svg',
  });
  people.customerB = await createUser(db, { first_name: 'Dara', last_name: 'Kim' });
  people.dealer = await createUser(db, { first_name: 'Vannak', last_name: 'Heng', account_type: 'Business Account' });
  people.staff = await createUser(db, { first_name: 'Sreyleak', last_name: 'Ouk', is_admin: true });
  people.superuser = await createUser(db, {
    first_name: 'Piseth',
    last_name: 'Ly',
    is_admin: true,
    is_superuser: true,
  });
  tokens.anonymous = undefined;
  for (const role of Object.keys(people) as (keyof typeof people)[]) {
    tokens[role] = (await signToken(people[role].id, 'access')).token;
  }
});
afterAll(() => t.close());

const getUser = (id: number | string, role: Role) => t.request(`/api/usermgmt/user/${id}/`, { token: tokens[role] });
const putUser = (id: number | string, role: Role, json: unknown) =>
  t.request(`/api/usermgmt/user/${id}/`, { method: 'PUT', json, token: tokens[role] });
const search = (q: string, role: Role) =>
  t.request(`/api/usermgmt/user/search/?q=${encodeURIComponent(q)}`, { token: tokens[role] });

describe('GET /api/usermgmt/user/{id}/', () => {
  it.each([
    ['anonymous', 401],
    ['customerA', 200],
    ['customerB', 403],
    ['dealer', 403],
    ['staff', 200],
    ['superuser', 200],
  ] as const)("customer A's record as %s → %i", async (role, status) => {
    const res = await getUser(people.customerA.id, role);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(userSchema.parse(await res.json())).toMatchObject({
        id: people.customerA.id,
        user_id: people.customerA.id,
        first_name: 'Sokha',
      });
    }
  });

  it('gives the fields the spec names, the picture as an absolute URL', async () => {
    const body = (await (await getUser(people.customerA.id, 'customerA')).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'account_type',
        'email',
        'first_name',
        'id',
        'is_admin',
        'is_dummy_account',
        'is_superuser',
        'is_verified',
        'last_name',
        'phone',
        'phone_verified',
        'profilePic',
        'unique_id',
        'user_id',
      ].sort(),
    );
    expect(body.profilePic).toBe('http://testserver/media/people/1.svg');
    expect(body).not.toHaveProperty('password_hash');
  });

  it('answers 403 to a customer for ids that do not exist, 404 to staff', async () => {
    expect((await getUser(999_999, 'customerA')).status).toBe(403);
    expect((await getUser(999_999, 'staff')).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999999'])
      expect((await getUser(bad, 'staff')).status).toBe(404);
  });

  it('refuses a bad or refresh token with token_not_valid', async () => {
    for (const token of ['garbage', (await signToken(people.customerA.id, 'refresh')).token]) {
      const res = await t.request(`/api/usermgmt/user/${people.customerA.id}/`, { token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'token_not_valid' });
    }
  });

  it('works with a token from a real login', async () => {
    const { access } = await login(t, people.customerB.email ?? '');
    expect((await t.request(`/api/usermgmt/user/${people.customerB.id}/`, { token: access })).status).toBe(200);
  });
});

describe('PUT /api/usermgmt/user/{id}/', () => {
  it.each([
    ['anonymous', 401],
    ['customerB', 403],
    ['dealer', 403],
    ['staff', 403],
    ['superuser', 403],
  ] as const)('refuses %s editing customer A (%i)', async (role, status) => {
    expect((await putUser(people.customerA.id, role, { first_name: 'Hacked' })).status).toBe(status);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, people.customerA.id));
    expect(row?.first_name).toBe('Sokha');
  });

  it('lets the owner change names and phone', async () => {
    const res = await putUser(people.customerB.id, 'customerB', { first_name: ' Dara ', phone: '+855 97 111 2222' });
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json())).toMatchObject({
      first_name: 'Dara',
      last_name: 'Kim',
      phone: '+855971112222',
    });
  });

  // The e-mail is a field of its own now, changed only with the current password (account-settings.test.ts).
  it('ignores role and status fields: they cannot be raised', async () => {
    const res = await putUser(people.dealer.id, 'dealer', {
      last_name: 'Heng II',
      is_superuser: true,
      is_admin: true,
      is_verified: false,
      is_dummy_account: true,
      account_type: 'Customer',
      id: 1,
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, people.dealer.id));
    expect(row).toMatchObject({
      last_name: 'Heng II',
      is_superuser: false,
      is_admin: false,
      is_verified: true,
      is_dummy_account: false,
      account_type: 'Business Account',
      email: people.dealer.email,
    });
  });

  it('refuses a phone another account uses, and bad values', async () => {
    const taken = await putUser(people.customerA.id, 'customerA', { phone: people.staff.phone });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ phone: ['user with this phone already exists.'] });
    const bad = await putUser(people.customerA.id, 'customerA', {
      first_name: '',
      phone: 'call me',
      last_name: 'x'.repeat(10_000),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object).sort()).toEqual(['first_name', 'last_name', 'phone']);
    expect((await putUser(people.customerA.id, 'customerA', [1, 2])).status).toBe(400);
  });
});

describe('GET /api/usermgmt/user/search/', () => {
  it.each([
    ['anonymous', 401],
    ['customerA', 403],
    ['dealer', 403],
    ['staff', 200],
    ['superuser', 200],
  ] as const)('as %s → %i', async (role, status) => {
    expect((await search('sokha', role)).status).toBe(status);
  });

  it('finds by name, e-mail and phone, every word matching', async () => {
    const ids = async (q: string) =>
      userSearchResultListSchema.parse(await (await search(q, 'staff')).json()).map((u) => u.id);
    expect(await ids('SOKHA')).toEqual([people.customerA.id]);
    expect(await ids('piseth ly')).toEqual([people.superuser.id]);
    expect(await ids(people.dealer.email ?? '')).toEqual([people.dealer.id]);
    expect(await ids(people.staff.phone ?? '')).toEqual([people.staff.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('sokha nobody')).toEqual([]);
  });

  it('returns at most 20', async () => {
    for (let i = 0; i < 22; i++) await createUser(t.database.db, { first_name: 'Bulk', last_name: `Person ${i}` });
    const found = userSearchResultListSchema.parse(await (await search('bulk', 'staff')).json());
    expect(found).toHaveLength(20);
  });

  it('refuses a huge query with a 400', async () => {
    const res = await search('x'.repeat(5000), 'staff');
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('q');
  });
});
