// The e-mail account flow end to end: sign up → link from the outbox → activate → log in → refresh → forgot → reset.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATED,
  ACTIVATION_INVALID,
  LOGIN_FAILED,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_SENT,
  VERIFICATION_SENT,
  tokenPairSchema,
  userSchema,
} from '@/lib/contract/auth';
import { getConfig } from '@/server/config';
import { oneTimeCodes, refreshTokens, users } from '@/server/db/schema';
import { createUser, linkSentTo, login, messagesTo, post } from '../support/auth';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOKEN_NOT_VALID = { detail: 'Token is invalid', code: 'token_not_valid' };

const signUp = {
  email: 'Dara.Sok@Example.com',
  password: 'Mekong-River-88',
  first_name: 'Dara',
  last_name: 'Sok',
  phone: '+855 12 345 678',
};

function activate(uid: string, token: string) {
  return post(t, `/api/usermgmt/accounts/activate/${uid}/${token}/`, undefined);
}

function refresh(token: string) {
  return post(t, '/api/usermgmt/token/refresh/', { refresh: token });
}

async function loginStatus(email: string, password: string): Promise<number> {
  return (await post(t, '/api/usermgmt/token/', { email, password })).status;
}

describe('sign-up to password reset', () => {
  it('runs the whole e-mail flow', async () => {
    const res = await post(t, '/api/usermgmt/register/', signUp);
    expect(res.status).toBe(201);
    const user = userSchema.parse(await res.json());
    expect(user).toMatchObject({
      email: 'dara.sok@example.com',
      phone: '+85512345678',
      first_name: 'Dara',
      account_type: 'Customer',
      is_verified: false,
      is_superuser: false,
      is_admin: false,
      user_id: user.id,
    });

    // Not verified yet: the same answer as a wrong password.
    const early = await post(t, '/api/usermgmt/token/', { email: signUp.email, password: signUp.password });
    expect(early.status).toBe(401);
    expect(await early.json()).toEqual({ detail: LOGIN_FAILED });

    const link = await linkSentTo(t.database.db, 'dara.sok@example.com');
    expect(link.origin + link.pathname).toBe(`${getConfig().publicUrl}/verification`);
    const uid = link.searchParams.get('uid') ?? '';
    const token = link.searchParams.get('token') ?? '';
    const stored = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, user.id));
    expect(stored.map((row) => row.code_hash)).not.toContain(token);

    const activated = await activate(uid, token);
    expect(activated.status).toBe(200);
    expect(await activated.json()).toEqual({ detail: ACTIVATED });
    const again = await activate(uid, token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: ACTIVATION_INVALID });

    const first = await login(t, 'dara.sok@example.com', signUp.password);
    const me = await t.request(`/api/usermgmt/user/${user.id}/`, { token: first.access });
    expect(userSchema.parse(await me.json()).is_verified).toBe(true);

    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);
    const second = tokenPairSchema.parse(await rotated.json());
    expect(second.refresh).not.toBe(first.refresh);
    const reused = await refresh(first.refresh);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual(TOKEN_NOT_VALID);
    const records = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id));
    expect(records).toHaveLength(2);
    expect(records.filter((row) => row.revoked_at)).toHaveLength(1);

    const forgot = await post(t, '/api/usermgmt/forgotPassword/', { email: 'DARA.SOK@example.com' });
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ detail: RESET_SENT });
    const resetLink = await linkSentTo(t.database.db, 'dara.sok@example.com');
    expect(resetLink.pathname).toBe('/password/resetpass');
    const resetToken = resetLink.searchParams.get('token') ?? '';

    const newPassword = 'Angkor-Sunrise-2026';
    const reset = await post(t, `/api/usermgmt/resetPassword/${resetToken}/`, {
      password: newPassword,
      confirm_password: newPassword,
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ detail: PASSWORD_RESET_DONE });

    expect((await refresh(second.refresh)).status).toBe(401);
    expect(await loginStatus('dara.sok@example.com', signUp.password)).toBe(401);
    expect(await loginStatus('dara.sok@example.com', newPassword)).toBe(200);

    const reusedLink = await post(t, `/api/usermgmt/resetPassword/${resetToken}/`, { password: 'Another-Pass-77' });
    expect(reusedLink.status).toBe(400);
    expect(await reusedLink.json()).toEqual({ detail: RESET_LINK_INVALID });
  });
});

describe('activation links', () => {
  async function unverifiedWithLink() {
    const user = await createUser(t.database.db, { is_verified: false });
    const res = await post(t, '/api/usermgmt/accounts/verification/', { email: user.email });
    expect(await res.json()).toEqual({ detail: VERIFICATION_SENT });
    const link = await linkSentTo(t.database.db, user.email ?? '');
    return { user, uid: link.searchParams.get('uid') ?? '', token: link.searchParams.get('token') ?? '' };
  }

  async function isVerified(id: number): Promise<boolean | undefined> {
    const [row] = await t.database.db.select({ v: users.is_verified }).from(users).where(eq(users.id, id));
    return row?.v;
  }

  it('refuses an expired link', async () => {
    const { user, uid, token } = await unverifiedWithLink();
    await t.database.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.user_id, user.id));
    const res = await activate(uid, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: ACTIVATION_INVALID });
    expect(await isVerified(user.id)).toBe(false);
  });

  it("refuses a wrong token, another user's uid and malformed parts", async () => {
    const { user, uid, token } = await unverifiedWithLink();
    const other = await unverifiedWithLink();
    const wrong = token.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a'));
    for (const [u, k] of [
      [uid, wrong],
      [other.uid, token],
      ['!!!', token],
      ['MA', token],
      [uid, 'x'.repeat(2000)],
    ] as const) {
      const res = await activate(u, k);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: ACTIVATION_INVALID });
    }
    // A NUL in a path can name nothing: 404 before any route runs (decision 018).
    expect((await activate(uid, '%00')).status).toBe(404);
    expect(await isVerified(user.id)).toBe(false);
    expect((await activate(uid, token)).status).toBe(200);
  });

  it('retires the earlier link when a new one is sent', async () => {
    const { user, uid, token } = await unverifiedWithLink();
    expect((await post(t, '/api/usermgmt/accounts/verification/', { email: user.email })).status).toBe(200);
    expect((await activate(uid, token)).status).toBe(400);
    const newer = await linkSentTo(t.database.db, user.email ?? '');
    expect((await activate(newer.searchParams.get('uid') ?? '', newer.searchParams.get('token') ?? '')).status).toBe(
      200,
    );
    expect(await isVerified(user.id)).toBe(true);
  });

  it('answers the same for unknown and verified accounts, and sends them nothing', async () => {
    const verified = await createUser(t.database.db);
    for (const email of ['nobody@example.com', verified.email]) {
      const res = await post(t, '/api/usermgmt/accounts/verification/', { email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ detail: VERIFICATION_SENT });
    }
    expect(await messagesTo(t.database.db, 'nobody@example.com', 'email')).toBe(0);
    expect(await messagesTo(t.database.db, verified.email ?? '', 'email')).toBe(0);
  });
});

describe('refresh rotation', () => {
  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const user = await createUser(t.database.db);
    const { refresh: token } = await login(t, user.email ?? '');
    const statuses = (await Promise.all([refresh(token), refresh(token)])).map((res) => res.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('stops refreshing once the account is deactivated', async () => {
    const user = await createUser(t.database.db);
    const { refresh: token } = await login(t, user.email ?? '');
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const res = await refresh(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(TOKEN_NOT_VALID);
  });
});
