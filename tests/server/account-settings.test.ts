// My account (decision 051): logging in with a phone number or an e-mail, changing the password with the current
// one, changing name, phone and e-mail, and the notification preferences, each for the signed-in owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  LOGIN_FAILED,
  notificationPreferencesSchema,
  tokenPairSchema,
  userSchema,
} from '@/lib/contract/auth';
import { createUser, linkSentTo, login, post, TEST_PASSWORD } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = (email: string, password = TEST_PASSWORD) => post(t, '/api/usermgmt/token/', { email, password });
const me = (id: number, access: string) => t.request(`/api/usermgmt/user/${id}/`, { token: access });
const put = (id: number, access: string, json: unknown) =>
  t.request(`/api/usermgmt/user/${id}/`, { method: 'PUT', json, token: access });
const changePassword = (access: string, json: unknown) =>
  post(t, '/api/usermgmt/password/change/', json, { token: access });

describe('logging in with an e-mail or a phone number', () => {
  it('accepts the e-mail in any case, and the phone number as stored or as people type it in Cambodia', async () => {
    const user = await createUser(t.database.db, { phone: '+85512345678' });
    for (const identifier of [
      user.email!,
      user.email!.toUpperCase(),
      '+85512345678',
      '012 345 678',
      '855-12-345-678',
    ]) {
      const res = await token(identifier);
      expect(res.status, identifier).toBe(200);
      tokenPairSchema.parse(await res.json());
    }
  });

  it('answers a wrong password, an unknown number and an unconfirmed number with the same words', async () => {
    const confirmed = await createUser(t.database.db, { phone: '+85517217919' });
    await createUser(t.database.db, { phone: '+85517000111', phone_verified: false });
    for (const [identifier, password] of [
      ['+85517217919', 'Wrong-Pass-1'],
      ['+85599999999', TEST_PASSWORD],
      ['017 000 111', TEST_PASSWORD],
      ['not a number', TEST_PASSWORD],
    ] as const) {
      const res = await token(identifier, password);
      expect(res.status, identifier).toBe(401);
      expect(await res.json()).toEqual({ detail: LOGIN_FAILED });
    }
    expect(confirmed.phone_verified).toBe(true);
  });

  it('counts the login limit per account however its number is written', async () => {
    await createUser(t.database.db, { phone: '+85516555444' });
    const spellings = ['+85516555444', '016 555 444', '85516555444', '(016) 555-444', '+855 16 555 444'];
    for (const phone of spellings) expect((await token(phone, 'Wrong-Pass-1')).status).toBe(401);
    expect((await token('016555444')).status).toBe(429);
  });
});

describe('POST /api/usermgmt/password/change/', () => {
  it('refuses a wrong current password on its field, and the old password still works', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const res = await changePassword(access, { current_password: 'Not-It-123', new_password: 'Brand-New-Pass-9' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });
    expect((await token(user.email!)).status).toBe(200);
  });

  it('checks the new password by the usual rules', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const res = await changePassword(access, { current_password: TEST_PASSWORD, new_password: '12345678' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['new_password']);
  });

  it('with the right one: the new password logs in, the old does not, other sessions end, this browser gets new tokens', async () => {
    const user = await createUser(t.database.db);
    const other = await login(t, user.email!);
    const mine = await login(t, user.email!);
    const res = await changePassword(mine.access, {
      current_password: TEST_PASSWORD,
      new_password: 'Brand-New-Pass-9',
    });
    expect(res.status).toBe(200);
    const fresh = tokenPairSchema.parse(await res.json());

    expect((await token(user.email!)).status).toBe(401);
    expect((await token(user.email!, 'Brand-New-Pass-9')).status).toBe(200);
    expect((await me(user.id, other.access)).status).toBe(401);
    expect((await post(t, '/api/usermgmt/token/refresh/', { refresh: other.refresh })).status).toBe(401);
    expect((await me(user.id, fresh.access)).status).toBe(200);
    expect((await post(t, '/api/usermgmt/token/refresh/', { refresh: fresh.refresh })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await post(t, '/api/usermgmt/password/change/', { current_password: 'a', new_password: 'b' });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/usermgmt/user/{id}/ from the My account page', () => {
  it('changes the name and keeps the rest', async () => {
    const user = await createUser(t.database.db, { first_name: 'Sokha', last_name: 'Chan' });
    const { access } = await login(t, user.email!);
    const res = await put(user.id, access, { first_name: 'Sokhom', last_name: 'Chan' });
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json())).toMatchObject({ first_name: 'Sokhom', email: user.email });
  });

  it('refuses blank names and malformed e-mails and phones, field by field', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const res = await put(user.id, access, { first_name: ' ', email: 'nope', phone: '12' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['email', 'first_name', 'phone']);
  });

  it("refuses another account's e-mail or phone with a clear 400", async () => {
    const taken = await createUser(t.database.db);
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const res = await put(user.id, access, { email: taken.email, phone: taken.phone, current_password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      email: ['user with this email already exists.'],
      phone: ['user with this phone already exists.'],
    });
  });

  it('starts an e-mail change only with the current password; the address changes once its link is opened', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const without = await put(user.id, access, { email: 'new.address@example.com' });
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ current_password: [CURRENT_PASSWORD_NEEDED] });
    const wrong = await put(user.id, access, { email: 'new.address@example.com', current_password: 'Wrong-Pass-1' });
    expect(await wrong.json()).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });

    const res = await put(user.id, access, { email: 'New.Address@example.com', current_password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    // Waiting for the link (tests/server/email-change.test.ts): the old address is still the account's.
    expect(userSchema.parse(await res.json()).email).toBe(user.email);
    const link = await linkSentTo(t.database.db, 'new.address@example.com');
    const uid = link.searchParams.get('uid');
    const confirmToken = link.searchParams.get('token');
    expect((await post(t, '/api/usermgmt/email-change/confirm/', { uid, token: confirmToken })).status).toBe(200);
    expect((await token('new.address@example.com')).status).toBe(200);
    // Sending the unchanged address back needs no password.
    expect((await put(user.id, access, { email: 'new.address@example.com', first_name: 'Dara' })).status).toBe(200);
  });

  it('stores a phone typed the local way in the international form, unconfirmed until its code comes back', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const res = await put(user.id, access, { phone: '012 888 777' });
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json())).toMatchObject({ phone: '+85512888777', phone_verified: false });
  });
});

describe('notification preferences', () => {
  const path = '/api/usermgmt/notification-preferences/';

  it('start on, and the owner can turn them off', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const initial = notificationPreferencesSchema.parse(await (await t.request(path, { token: access })).json());
    expect(initial).toEqual({ notify_status_email: true, notify_chat_email: true });

    const json = { notify_status_email: false, notify_chat_email: true };
    expect((await t.request(path, { method: 'PUT', json, token: access })).status).toBe(200);
    expect(await (await t.request(path, { token: access })).json()).toEqual(json);
  });

  it('refuse a missing or non-boolean field, and anonymous callers', async () => {
    const user = await createUser(t.database.db);
    const { access } = await login(t, user.email!);
    const res = await t.request(path, { method: 'PUT', json: { notify_status_email: 'yes' }, token: access });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['notify_chat_email', 'notify_status_email']);
    expect((await t.request(path)).status).toBe(401);
  });
});
