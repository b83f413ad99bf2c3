// A new e-mail address is confirmed by a link (decision 055): until it is opened the old address stays the login and
// contact address, and the old address hears of the request; the link works once, for 24 hours, and only as sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  EMAIL_CHANGE_NONE,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGE_TAKEN,
  emailChangeSchema,
  emailChangedMessage,
  userSchema,
} from '@/lib/contract/auth';
import { oneTimeCodes, users } from '@/server/db/schema';
import { createUser, lastMessageTo, linkSentTo, messagesTo, post, TEST_PASSWORD } from '../support/auth';
import { tokenFor } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
const freshEmail = () => `moved${++addresses}@example.org`;

async function signedIn() {
  const user = await createUser(t.database.db, { first_name: 'Dara' });
  return { user, token: await tokenFor(user) };
}
type Who = Awaited<ReturnType<typeof signedIn>>;

const changeEmail = (who: Who, email: string) =>
  t.request(`/api/usermgmt/user/${who.user.id}/`, {
    method: 'PUT',
    json: { email, current_password: TEST_PASSWORD },
    token: who.token,
  });
const pending = async (who: Who) =>
  emailChangeSchema.parse(await (await t.request('/api/usermgmt/email-change/', { token: who.token })).json())
    .pending_email;
const canLogIn = async (email: string) =>
  (await post(t, '/api/usermgmt/token/', { email, password: TEST_PASSWORD })).status === 200;

async function linkTo(email: string): Promise<{ uid: string; token: string }> {
  const link = await linkSentTo(t.database.db, email);
  expect(link.pathname).toBe('/account/email');
  return { uid: link.searchParams.get('uid') ?? '', token: link.searchParams.get('token') ?? '' };
}
const confirm = (body: unknown) => post(t, '/api/usermgmt/email-change/confirm/', body);

describe('asking for a new e-mail address', () => {
  it('keeps the old address for logging in, mails the new one a link and tells the old one', async () => {
    const who = await signedIn();
    const email = freshEmail();
    const res = await changeEmail(who, email);
    expect(res.status).toBe(200);
    expect(userSchema.parse(await res.json()).email).toBe(who.user.email);
    expect(await pending(who)).toBe(email);
    expect(await canLogIn(who.user.email!)).toBe(true);
    expect(await canLogIn(email)).toBe(false);

    expect((await lastMessageTo(t.database.db, email))?.subject).toMatch(/confirm your new/i);
    const notice = await lastMessageTo(t.database.db, who.user.email!);
    expect(notice?.subject).toMatch(/new e-mail address was requested/i);
    expect(notice?.body).toContain(email);
    // The notice carries no link that would confirm anything.
    expect(notice?.body).not.toContain('token=');
  });

  it('confirms with the link (no session needed): the new address logs in, the old does not, nothing waits', async () => {
    const who = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const res = await confirm(await linkTo(email));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: emailChangedMessage(email), email });
    expect(await canLogIn(email)).toBe(true);
    expect(await canLogIn(who.user.email!)).toBe(false);
    expect(await pending(who)).toBeNull();
    const me = await t.request(`/api/usermgmt/user/${who.user.id}/`, { token: who.token });
    expect(userSchema.parse(await me.json()).email).toBe(email);
  });

  it('says a link works once', async () => {
    const who = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const link = await linkTo(email);
    expect((await confirm(link)).status).toBe(200);
    const again = await confirm(link);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: EMAIL_CHANGE_LINK_USED });
  });

  it('says an expired link has expired, and changes nothing', async () => {
    const who = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const link = await linkTo(email);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.user_id, who.user.id));
    const res = await confirm(link);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: EMAIL_CHANGE_LINK_EXPIRED });
    expect(await canLogIn(who.user.email!)).toBe(true);
  });

  it('refuses forged links: a wrong token, a token of another account, a bad uid, a malformed body', async () => {
    const who = await signedIn();
    const other = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const link = await linkTo(email);
    const forged = [
      { ...link, token: 'f'.repeat(64) },
      { ...link, token: link.token.slice(0, 10) },
      { uid: 'AAAA!!', token: link.token },
      { uid: (await linkTo(email)).uid.replace(/./, 'z'), token: link.token },
    ];
    await changeEmail(other, freshEmail());
    forged.push({ uid: link.uid, token: (await linkTo(`moved${addresses}@example.org`)).token });
    for (const body of forged) {
      const res = await confirm(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ detail: EMAIL_CHANGE_LINK_INVALID });
    }
    const malformed = await confirm({ uid: 5 });
    expect(malformed.status).toBe(400);
    expect(Object.keys((await malformed.json()) as object).sort()).toEqual(['token', 'uid']);
    expect(await pending(who)).toBe(email);
  });

  it('refuses an address another account took after the link was sent', async () => {
    const who = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const link = await linkTo(email);
    await createUser(t.database.db, { email });
    const res = await confirm(link);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: EMAIL_CHANGE_TAKEN });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
    expect(row?.email).toBe(who.user.email);
  });
});

describe('resending and cancelling', () => {
  it('resends a new link; the earlier one then counts as used', async () => {
    const who = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const first = await linkTo(email);
    const res = await post(t, '/api/usermgmt/email-change/resend/', {}, { token: who.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: EMAIL_CHANGE_SENT });
    expect(await messagesTo(t.database.db, email, 'email')).toBe(2);
    const second = await linkTo(email);
    expect(second.token).not.toBe(first.token);
    expect(await (await confirm(first)).json()).toEqual({ detail: EMAIL_CHANGE_LINK_USED });
    expect((await confirm(second)).status).toBe(200);
  });

  it('cancels: nothing waits, the link sent stops working, the old address stays', async () => {
    const who = await signedIn();
    const email = freshEmail();
    await changeEmail(who, email);
    const link = await linkTo(email);
    const res = await t.request('/api/usermgmt/email-change/', { method: 'DELETE', token: who.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ pending_email: null });
    expect(await pending(who)).toBeNull();
    expect(await (await confirm(link)).json()).toEqual({ detail: EMAIL_CHANGE_LINK_USED });
    expect(await canLogIn(who.user.email!)).toBe(true);
  });

  it('answers a resend with nothing waiting with a 400 that says so', async () => {
    const who = await signedIn();
    const res = await post(t, '/api/usermgmt/email-change/resend/', {}, { token: who.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: EMAIL_CHANGE_NONE });
  });

  it('limits the links one account can mail: the change and resends share 3 in ten minutes', async () => {
    const who = await signedIn();
    const email = freshEmail();
    const statuses = [(await changeEmail(who, email)).status];
    for (let i = 0; i < 3; i++) {
      statuses.push((await post(t, '/api/usermgmt/email-change/resend/', {}, { token: who.token })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await changeEmail(who, freshEmail())).status).toBe(429);
  });

  it('needs a signed-in user to read, resend or cancel', async () => {
    expect((await t.request('/api/usermgmt/email-change/')).status).toBe(401);
    expect((await t.request('/api/usermgmt/email-change/', { method: 'DELETE' })).status).toBe(401);
    expect((await post(t, '/api/usermgmt/email-change/resend/', {})).status).toBe(401);
  });
});
