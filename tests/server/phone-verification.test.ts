// A changed phone number is unconfirmed until its texted code comes back: until then it signs nobody in, resets no
// password and is shown to nobody; sign-up's activate-otp confirms the number it was sent to.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTP_TOO_MANY,
  OTP_WRONG,
  PHONE_CODE_SENT,
  PHONE_CONFIRMED,
  PHONE_NOTHING_TO_CONFIRM,
  otpActivatedSchema,
  userSchema,
} from '@/lib/contract/auth';
import { anonymousUserSchema } from '@/lib/contract/chat';
import { carDetailSchema, dealerProfileSchema } from '@/lib/contract/cars';
import { users } from '@/server/db/schema';
import { codeSentTo, createUser, messagesTo, post } from '../support/auth';
import { tokenFor } from '../support/chat';
import { insertCar, insertSalesPerson } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let numbers = 0;
const freshPhone = () => `+8557${String(++numbers).padStart(7, '0')}`;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signedIn(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, values);
  return { user, token: await tokenFor(user) };
}

async function changePhone(who: { user: { id: number }; token: string }, phone: string) {
  return t.request(`/api/usermgmt/user/${who.user.id}/`, { method: 'PUT', json: { phone }, token: who.token });
}

async function me(who: { user: { id: number }; token: string }) {
  return userSchema.parse(await (await t.request(`/api/usermgmt/user/${who.user.id}/`, { token: who.token })).json());
}

const verify = (token: string, otp: string) => post(t, '/api/usermgmt/phone/verify/', { otp }, { token });

describe('changing the phone number', () => {
  it('leaves the new number unconfirmed and texts it a code; the code confirms it', async () => {
    const who = await signedIn();
    expect((await me(who)).phone_verified).toBe(true);
    const phone = freshPhone();
    const res = await changePhone(who, phone);
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json())).toMatchObject({ phone, phone_verified: false });
    const code = await codeSentTo(t.database.db, phone);

    const wrongTry = await verify(who.token, wrong(code));
    expect(wrongTry.status).toBe(400);
    expect(await wrongTry.json()).toEqual({ detail: OTP_WRONG });
    const ok = await verify(who.token, code);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ detail: PHONE_CONFIRMED });
    expect(await me(who)).toMatchObject({ phone, phone_verified: true });
    // Nothing left to confirm, and the code worked once.
    expect(await (await verify(who.token, code)).json()).toEqual({ detail: PHONE_NOTHING_TO_CONFIRM });
  });

  it('cannot be confirmed by sending phone_verified: the field is ignored', async () => {
    const who = await signedIn();
    const res = await t.request(`/api/usermgmt/user/${who.user.id}/`, {
      method: 'PUT',
      json: { phone: freshPhone(), phone_verified: true },
      token: who.token,
    });
    expect(userSchema.parse(await res.json()).phone_verified).toBe(false);
  });

  it('keeps the number confirmed when the same number is saved again, and texts nothing', async () => {
    const who = await signedIn();
    const before = await messagesTo(t.database.db, who.user.phone!, 'sms');
    const res = await changePhone(who, who.user.phone!);
    expect(userSchema.parse(await res.json()).phone_verified).toBe(true);
    expect(await messagesTo(t.database.db, who.user.phone!, 'sms')).toBe(before);
  });

  it('allows 5 tries per code, then a new code is needed (send-otp/)', async () => {
    const who = await signedIn();
    const phone = freshPhone();
    await changePhone(who, phone);
    const code = await codeSentTo(t.database.db, phone);
    for (let i = 0; i < 4; i++)
      expect(await (await verify(who.token, wrong(code))).json()).toEqual({ detail: OTP_WRONG });
    expect(await (await verify(who.token, wrong(code))).json()).toEqual({ detail: OTP_TOO_MANY });
    expect(await (await verify(who.token, code)).json()).toEqual({ detail: OTP_TOO_MANY });

    const resent = await post(t, '/api/usermgmt/phone/send-otp/', {}, { token: who.token });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ detail: PHONE_CODE_SENT });
    const fresh = await codeSentTo(t.database.db, phone);
    expect((await verify(who.token, fresh)).status).toBe(200);
  });

  it('needs a signed-in user, a 6-digit code, and limits texts to 3 per 10 minutes', async () => {
    expect((await post(t, '/api/usermgmt/phone/verify/', { otp: '123456' })).status).toBe(401);
    expect((await post(t, '/api/usermgmt/phone/send-otp/', {})).status).toBe(401);
    const who = await signedIn();
    const bad = await verify(who.token, '12ab');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ otp: ['Enter the 6-digit code.'] });
    expect(await (await post(t, '/api/usermgmt/phone/send-otp/', {}, { token: who.token })).json()).toEqual({
      detail: PHONE_NOTHING_TO_CONFIRM,
    });

    const texter = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await changePhone(texter, freshPhone())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('an unconfirmed number', () => {
  async function withUnconfirmedPhone() {
    const who = await signedIn();
    const phone = freshPhone();
    expect((await changePhone(who, phone)).status).toBe(200);
    return { ...who, phone };
  }

  it('resets no password and gets no activation code', async () => {
    const { phone } = await withUnconfirmedPhone();
    const texts = await messagesTo(t.database.db, phone, 'sms');
    expect((await post(t, '/api/usermgmt/forgotPassword/', { phone })).status).toBe(200);
    expect((await post(t, '/api/usermgmt/accounts/verification-otp/', { phone })).status).toBe(200);
    expect(await messagesTo(t.database.db, phone, 'sms')).toBe(texts);
    const reset = await post(t, '/api/usermgmt/resetPassword/', {
      phone,
      otp: await codeSentTo(t.database.db, phone),
      password: 'Brand-New-Pass-9',
    });
    expect(reset.status).toBe(400);
  });

  it('resets a password again once it is confirmed', async () => {
    const { phone, token } = await withUnconfirmedPhone();
    expect((await verify(token, await codeSentTo(t.database.db, phone))).status).toBe(200);
    const texts = await messagesTo(t.database.db, phone, 'sms');
    expect((await post(t, '/api/usermgmt/forgotPassword/', { phone })).status).toBe(200);
    expect(await messagesTo(t.database.db, phone, 'sms')).toBe(texts + 1);
  });

  it('is not shown as a dealer contact on car pages, the dealer page or the sales team', async () => {
    const dealer = await signedIn({ account_type: 'Business Account', company_name: 'Phone Motors' });
    const car = await insertCar(t.database.db, { dealer_id: dealer.user.id });
    await insertSalesPerson(t.database.db, {
      user_id: dealer.user.id,
      name: 'Linked Seller',
      phone: dealer.user.phone!,
    });
    const contacts = async () => ({
      car: carDetailSchema.parse(await (await t.request(`/api/car/${car.id}/`)).json()).dealer?.phone,
      page: dealerProfileSchema.parse(await (await t.request(`/api/dealers/${dealer.user.id}/`)).json()).phone,
    });
    expect(await contacts()).toEqual({ car: dealer.user.phone, page: dealer.user.phone });

    const phone = freshPhone();
    await changePhone(dealer, phone);
    // The sales team entry still names the old number, which is no longer anyone's: staff update it by hand.
    await t.database.db
      .update(users)
      .set({ phone: dealer.user.phone, phone_verified: false })
      .where(eq(users.id, dealer.user.id));
    const team = (await (await t.request('/api/sales-team/')).json()) as { name: string; phone: string }[];
    expect(team.find((p) => p.name === 'Linked Seller')?.phone).toBe('');
    expect(await contacts()).toEqual({ car: null, page: null });

    await t.database.db.update(users).set({ phone, phone_verified: false }).where(eq(users.id, dealer.user.id));
    expect((await verify(dealer.token, await codeSentTo(t.database.db, phone))).status).toBe(200);
    expect(await contacts()).toEqual({ car: phone, page: phone });
  });

  it('is taken over by a chat visitor who proves they hold it, not merged into the account that claimed it', async () => {
    const claimer = await withUnconfirmedPhone();
    const created = await post(t, '/api/chats/anonymous/create-user/', { first_name: 'Vanna', telegram: '@vanna_kh' });
    const visitor = anonymousUserSchema.parse(await created.json());
    expect(
      (await post(t, '/api/chats/anonymous/verify/', { phone: claimer.phone }, { token: visitor.access })).status,
    ).toBe(200);
    const res = await post(
      t,
      '/api/chats/anonymous/verify-otp/',
      { phone: claimer.phone, otp: await codeSentTo(t.database.db, claimer.phone) },
      { token: visitor.access },
    );
    expect(res.status).toBe(200);
    const tokens = otpActivatedSchema.parse(await res.json());
    const self = userSchema.parse(
      await (await t.request(`/api/usermgmt/user/${visitor.user.id}/`, { token: tokens.access })).json(),
    );
    expect(self).toMatchObject({ id: visitor.user.id, phone: claimer.phone, phone_verified: true });
    expect((await me(claimer)).phone).toBe('');
  });
});

describe('sign-up with a phone', () => {
  it('is unconfirmed until activate-otp proves the number', async () => {
    const phone = freshPhone();
    const res = await post(t, '/api/usermgmt/register/', {
      email: 'signup-phone@example.com',
      password: 'Siem-Reap-2026',
      first_name: 'Sign',
      last_name: 'Up',
      phone,
    });
    expect(res.status).toBe(201);
    expect(userSchema.parse(await res.json())).toMatchObject({ phone, phone_verified: false, is_verified: false });
    expect((await post(t, '/api/usermgmt/accounts/verification-otp/', { phone })).status).toBe(200);
    const activated = await post(t, '/api/usermgmt/accounts/activate-otp/', {
      phone,
      otp: await codeSentTo(t.database.db, phone),
    });
    expect(activated.status).toBe(200);
    const { access } = otpActivatedSchema.parse(await activated.json());
    const id = (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id;
    const self = userSchema.parse(await (await t.request(`/api/usermgmt/user/${id}/`, { token: access })).json());
    expect(self).toMatchObject({ phone, phone_verified: true, is_verified: true });
  });

  it('a password reset by texted code proves the sign-up number too', async () => {
    const phone = freshPhone();
    const res = await post(t, '/api/usermgmt/register/', {
      email: 'reset-phone@example.com',
      password: 'Siem-Reap-2026',
      first_name: 'Reset',
      last_name: 'Phone',
      phone,
    });
    expect(res.status).toBe(201);
    const { id } = userSchema.parse(await res.json());
    expect((await post(t, '/api/usermgmt/forgotPassword/', { phone })).status).toBe(200);
    const otp = await codeSentTo(t.database.db, phone);
    expect((await post(t, '/api/usermgmt/resetPassword/', { phone, otp, password: 'Kampot-Pepper-2026' })).status).toBe(
      200,
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ phone_verified: true, is_verified: true });
  });
});
