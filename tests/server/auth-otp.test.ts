// Phone codes: verification by SMS (10 minutes, 5 tries, then a new code) and password reset by SMS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATED,
  OTP_SENT,
  OTP_TOO_MANY,
  OTP_WRONG,
  PASSWORD_RESET_DONE,
  RESET_SENT,
  otpActivatedSchema,
  userSchema,
} from '@/lib/contract/auth';
import { oneTimeCodes, users } from '@/server/db/schema';
import { TEST_PASSWORD, codeSentTo, createUser, login, messagesTo, post } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendCode = (phone: string) => post(t, '/api/usermgmt/accounts/verification-otp/', { phone });
const checkCode = (phone: string, otp: string) => post(t, '/api/usermgmt/accounts/activate-otp/', { phone, otp });

/** A code that is not `code` (the next one round the clock). */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function unverifiedWithCode() {
  const user = await createUser(t.database.db, { is_verified: false });
  const phone = user.phone ?? '';
  const res = await sendCode(phone);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ detail: OTP_SENT });
  return { user, phone, code: await codeSentTo(t.database.db, phone) };
}

async function expectDetail(res: Response, status: number, detail: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ detail });
}

describe('phone verification', () => {
  it('verifies the account with the texted code and signs it in', async () => {
    const { user, phone, code } = await unverifiedWithCode();
    const res = await checkCode(phone, code);
    expect(res.status).toBe(200);
    const body = otpActivatedSchema.parse(await res.json());
    expect(body.detail).toBe(ACTIVATED);
    const me = await t.request(`/api/usermgmt/user/${user.id}/`, { token: body.access });
    expect(userSchema.parse(await me.json()).is_verified).toBe(true);
    // The code works once.
    await expectDetail(await checkCode(phone, code), 400, OTP_WRONG);
  });

  it('accepts the phone written with spaces', async () => {
    const { phone, code } = await unverifiedWithCode();
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    expect((await checkCode(spaced, code)).status).toBe(200);
  });

  it('needs a new code after five wrong tries', async () => {
    const { phone, code } = await unverifiedWithCode();
    for (let i = 0; i < 4; i++) await expectDetail(await checkCode(phone, wrong(code)), 400, OTP_WRONG);
    await expectDetail(await checkCode(phone, wrong(code)), 400, OTP_TOO_MANY);
    await expectDetail(await checkCode(phone, code), 400, OTP_TOO_MANY);

    expect((await sendCode(phone)).status).toBe(200);
    const fresh = await codeSentTo(t.database.db, phone);
    expect((await checkCode(phone, fresh)).status).toBe(200);
  });

  it('refuses an expired code and one replaced by a newer code', async () => {
    const { user, phone, code } = await unverifiedWithCode();
    await t.database.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.user_id, user.id));
    await expectDetail(await checkCode(phone, code), 400, OTP_WRONG);

    expect((await sendCode(phone)).status).toBe(200);
    const second = await codeSentTo(t.database.db, phone);
    expect((await sendCode(phone)).status).toBe(200);
    const third = await codeSentTo(t.database.db, phone);
    if (second !== third) await expectDetail(await checkCode(phone, second), 400, OTP_WRONG);
    expect((await checkCode(phone, third)).status).toBe(200);
  });

  it('answers the same for an unknown phone and texts nothing', async () => {
    const res = await sendCode('+85599000111');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: OTP_SENT });
    expect(await messagesTo(t.database.db, '+85599000111', 'sms')).toBe(0);
    await expectDetail(await checkCode('+85599000111', '123456'), 400, OTP_WRONG);
  });

  it('does not sign in a deactivated account', async () => {
    const { user, phone, code } = await unverifiedWithCode();
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    await expectDetail(await checkCode(phone, code), 400, OTP_WRONG);
  });

  it('checks the fields', async () => {
    const res = await checkCode('12345', '12ab');
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['otp', 'phone']);
  });
});

describe('password reset by phone', () => {
  it('sets the new password with the texted code and signs out every session', async () => {
    const user = await createUser(t.database.db);
    const phone = user.phone ?? '';
    const session = await login(t, user.email ?? '');

    const forgot = await post(t, '/api/usermgmt/forgotPassword/', { phone });
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ detail: RESET_SENT });
    const code = await codeSentTo(t.database.db, phone);

    await expectDetail(
      await post(t, '/api/usermgmt/resetPassword/', { phone, otp: wrong(code), password: 'Tonle-Sap-2026' }),
      400,
      OTP_WRONG,
    );
    const done = await post(t, '/api/usermgmt/resetPassword/', { phone, otp: code, password: 'Tonle-Sap-2026' });
    await expectDetail(done, 200, PASSWORD_RESET_DONE);

    expect((await post(t, '/api/usermgmt/token/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await post(t, '/api/usermgmt/token/', { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    await login(t, user.email ?? '', 'Tonle-Sap-2026');
    await expectDetail(
      await post(t, '/api/usermgmt/resetPassword/', { phone, otp: code, password: 'Another-Pass-77' }),
      400,
      OTP_WRONG,
    );
  });

  it('keeps the code usable when the new password breaks a rule', async () => {
    const user = await createUser(t.database.db, { email: 'sokha.chan@example.com' });
    const phone = user.phone ?? '';
    await post(t, '/api/usermgmt/forgotPassword/', { phone });
    const code = await codeSentTo(t.database.db, phone);
    const similar = await post(t, '/api/usermgmt/resetPassword/', { phone, otp: code, password: 'sokha.chan' });
    expect(similar.status).toBe(400);
    expect(await similar.json()).toEqual({ password: ['The password is too similar to the email.'] });
    expect(
      (await post(t, '/api/usermgmt/resetPassword/', { phone, otp: code, password: 'Phnom-Penh-1998' })).status,
    ).toBe(200);
  });
});
