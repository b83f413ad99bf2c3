// Anonymous chat users keeping their conversation: a code by e-mail or SMS, then an upgrade in place or a merge
// into the account that owns the address; the visitor's tokens refresh like anyone's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpActivatedSchema, tokenPairSchema, userSchema } from '@/lib/contract/auth';
import {
  anonymousUserSchema,
  chatPageSchema,
  chatSchema,
  messagePageSchema,
  type AnonymousUser,
  type Chat,
} from '@/lib/contract/chat';
import { createUser, lastMessageTo, post } from '../support/auth';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitor(firstName = 'Vanna'): Promise<AnonymousUser> {
  const res = await post(t, '/api/chats/anonymous/create-user/', { first_name: firstName, phone: '017 217 919' });
  expect(res.status).toBe(201);
  return anonymousUserSchema.parse(await res.json());
}

/** The visitor's support chat (or car chat), which starts with its first message: one message from them in it. */
async function chatWithMessage(v: AnonymousUser, content: string, carId?: number): Promise<Chat> {
  const res = await post(t, '/api/chats/anonymous/create-chat/', {
    unique_id: v.user.unique_id,
    content,
    ...(carId ? { car_id: carId } : {}),
  });
  expect(res.status).toBe(201);
  return chatSchema.parse(await res.json());
}

async function codeTo(address: string): Promise<string> {
  const code = (await lastMessageTo(t.database.db, address))?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${address}`);
  return code;
}

async function verify(v: AnonymousUser, body: Record<string, string>) {
  const res = await post(t, '/api/chats/anonymous/verify/', body, { token: v.access });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ detail: expect.any(String) });
}

async function me(access: string) {
  const userId = (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number })
    .user_id;
  const res = await t.request(`/api/usermgmt/user/${userId}/`, { token: access });
  expect(res.status).toBe(200);
  return userSchema.parse(await res.json());
}

async function chatsOf(access: string) {
  const res = await t.request('/api/chats/', { token: access });
  expect(res.status).toBe(200);
  return chatPageSchema.parse(await res.json()).results;
}

describe('keeping the conversation with a new address', () => {
  it('e-mails a code; the right code upgrades the visitor in place, logs in, and keeps the chat', async () => {
    const v = await visitor('Vanna');
    const chat = await chatWithMessage(v, 'Is the Prius still for sale?');
    await verify(v, { email: 'Vanna@Example.com' });
    const mail = await lastMessageTo(t.database.db, 'vanna@example.com');
    expect(mail).toMatchObject({ channel: 'email', body: expect.stringContaining('Hello Vanna,') });

    const res = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { email: 'vanna@example.com', otp: await codeTo('vanna@example.com') },
      { token: v.access },
    );
    expect(res.status).toBe(200);
    const session = otpActivatedSchema.parse(await res.json());
    const user = await me(session.access);
    expect(user).toMatchObject({ id: v.user.id, email: 'vanna@example.com', first_name: 'Vanna', is_verified: true });

    const chats = await chatsOf(session.access);
    expect(chats.map((c) => c.id)).toEqual([chat.id]);
    expect(chats[0]!.latest_message).toMatchObject({ content: 'Is the Prius still for sale?', sender: v.user.id });
    // No longer anonymous: the widget's endpoints refuse it now.
    expect(
      (await post(t, '/api/chats/anonymous/verify/', { email: 'other@example.com' }, { token: session.access })).status,
    ).toBe(403);
  });

  it('texts a code to a phone and upgrades with it', async () => {
    const v = await visitor('Dara');
    await verify(v, { phone: '+855 12 345 678' });
    const lastSms = await lastMessageTo(t.database.db, '+85512345678');
    expect(lastSms?.channel).toBe('sms');
    const res = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { phone: '+85512345678', otp: await codeTo('+85512345678') },
      { token: v.access },
    );
    expect(res.status).toBe(200);
    expect(await me(otpActivatedSchema.parse(await res.json()).access)).toMatchObject({
      id: v.user.id,
      phone: '+85512345678',
    });
  });
});

describe('an address that already has an account', () => {
  it('moves the chats, messages and read marks to that account, retires the visitor and logs in as the account', async () => {
    const account = await createUser(t.database.db, { first_name: 'Sophea', email: 'sophea@example.com' });
    const car = await insertCar(t.database.db, { year: 2018, make_name: 'Lexus', model_name: 'RX' });
    const v = await visitor('Sophea');
    const chat = await chatWithMessage(v, 'Does the RX have a clean title?', car.id);
    await verify(v, { email: 'sophea@example.com' });

    const res = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { email: 'sophea@example.com', otp: await codeTo('sophea@example.com') },
      { token: v.access },
    );
    expect(res.status).toBe(200);
    const session = otpActivatedSchema.parse(await res.json());
    expect((await me(session.access)).id).toBe(account.id);

    const chats = await chatsOf(session.access);
    expect(chats.map((c) => c.id)).toContain(chat.id);
    const moved = chats.find((c) => c.id === chat.id)!;
    expect(moved.customer?.id).toBe(account.id);
    expect(moved.unread_messages_count).toBe(0);
    const messages = messagePageSchema.parse(
      await (await t.request(`/api/chats/${chat.id}/messages/`, { token: session.access })).json(),
    );
    expect(messages.results.map((m) => [m.content, m.sender])).toEqual([
      ['Does the RX have a clean title?', account.id],
    ]);

    // The visitor's own tokens are dead: its access token no longer authenticates and its refresh token is revoked.
    expect((await t.request('/api/chats/', { token: v.access })).status).toBe(401);
    expect((await post(t, '/api/usermgmt/token/refresh/', { refresh: v.refresh })).status).toBe(401);
  });
});

describe('refusals', () => {
  it('a wrong code is the OTP 400, and a code only works with the address it was sent to', async () => {
    const v = await visitor();
    await verify(v, { email: 'wrong@example.com' });
    const code = await codeTo('wrong@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { email: 'wrong@example.com', otp: wrong },
      { token: v.access },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'The code is invalid or has expired.' });
    const elsewhere = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { email: 'else@example.com', otp: code },
      { token: v.access },
    );
    expect(elsewhere.status).toBe(400);
    const right = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { email: 'wrong@example.com', otp: code },
      { token: v.access },
    );
    expect(right.status).toBe(200);
    // Each code works once.
    expect(
      (
        await post(
          t,
          '/api/chats/anonymous/verify-otp/',
          { email: 'wrong@example.com', otp: code },
          { token: v.access },
        )
      ).status,
    ).toBe(403);
  });

  it('answers 401 without a token and 403 for an account that is not anonymous', async () => {
    expect((await post(t, '/api/chats/anonymous/verify/', { email: 'a@example.com' })).status).toBe(401);
    expect((await post(t, '/api/chats/anonymous/verify-otp/', { email: 'a@example.com', otp: '123456' })).status).toBe(
      401,
    );
    const customer = await createUser(t.database.db);
    const { access } = tokenPairSchema.parse(
      await (await post(t, '/api/usermgmt/token/', { email: customer.email, password: 'Correct-Horse-42' })).json(),
    );
    const res = await post(t, '/api/chats/anonymous/verify/', { email: 'a@example.com' }, { token: access });
    expect(res.status).toBe(403);
    expect(
      (await post(t, '/api/chats/anonymous/verify-otp/', { email: 'a@example.com', otp: '123456' }, { token: access }))
        .status,
    ).toBe(403);
  });

  it.each([
    [{}, { non_field_errors: ['Provide either an email or a phone number.'] }],
    [
      { email: 'a@example.com', phone: '+85512345678' },
      { non_field_errors: ['Provide either an email or a phone number.'] },
    ],
    [{ email: 'not-an-email' }, { email: ['Enter a valid email address.'] }],
    [{ phone: '12' }, { phone: ['Enter a valid phone number in international format, e.g. +85512345678.'] }],
  ])('refuses the body %j with a DRF 400', async (body, errors) => {
    const v = await visitor();
    const res = await post(t, '/api/chats/anonymous/verify/', body, { token: v.access });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
  });

  it('refuses a verify-otp body without a 6-digit code', async () => {
    const v = await visitor();
    const res = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { email: 'a@example.com', otp: '12' },
      { token: v.access },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ otp: ['Enter the 6-digit code.'] });
  });
});

describe('sessions', () => {
  it('an anonymous user trades its refresh token for a new pair', async () => {
    const v = await visitor();
    const res = await post(t, '/api/usermgmt/token/refresh/', { refresh: v.refresh });
    expect(res.status).toBe(200);
    const pair = tokenPairSchema.parse(await res.json());
    expect((await t.request('/api/chats/', { token: pair.access })).status).toBe(200);
  });
});
