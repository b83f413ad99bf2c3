// Accounts for API tests: users with a known password, logging in through the API, reading the outbox.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tokenPairSchema, type TokenPair } from '@/lib/contract/auth';
import { hashPassword } from '@/server/auth/passwords';
import type { Db } from '@/server/db/client';
import { outbox, users } from '@/server/db/schema';
import { insertUser } from './factories';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Correct-Horse-42';

let passwordHash: Promise<string> | undefined;
let sequence = 0;

export type UserRow = typeof users.$inferSelect;

/** A verified, active account with a confirmed phone whose password is TEST_PASSWORD (hashed once per file: argon2 is slow on purpose). */
export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const n = ++sequence;
  return insertUser(db, {
    email: `account${n}@example.com`,
    phone: `+8556${String(n).padStart(7, '0')}`,
    password_hash: await passwordHash,
    is_verified: true,
    phone_verified: true,
    ...values,
  });
}

let address = 0;
/** A fresh client address per call, so per-address limits only bite where a test wants them to. */
export const nextIp = () => `198.51.100.${(++address % 250) + 1}`;

export function post(
  t: TestApp,
  path: string,
  json: unknown,
  init: { ip?: string; token?: string } = {},
): Promise<Response> {
  return t.request(path, {
    method: 'POST',
    json,
    token: init.token,
    headers: { 'x-forwarded-for': init.ip ?? nextIp() },
  });
}

/** Logs in through the API and returns the token pair (fails the test when login fails). */
export async function login(t: TestApp, email: string, password = TEST_PASSWORD): Promise<TokenPair> {
  const res = await post(t, '/api/usermgmt/token/', { email, password });
  expect(res.status).toBe(200);
  return tokenPairSchema.parse(await res.json());
}

/** The newest outbox message sent to `to`. */
export async function lastMessageTo(db: Db, to: string): Promise<typeof outbox.$inferSelect | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
}

export async function messagesTo(db: Db, to: string, channel: 'email' | 'sms'): Promise<number> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.channel, channel)));
  return rows.length;
}

/** The first URL in the newest e-mail to `to`. */
export async function linkSentTo(db: Db, to: string): Promise<URL> {
  const message = await lastMessageTo(db, to);
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link e-mailed to ${to}`);
  return new URL(link);
}

/** The 6-digit code in the newest SMS to `phone`. */
export async function codeSentTo(db: Db, phone: string): Promise<string> {
  const message = await lastMessageTo(db, phone);
  const code = message?.channel === 'sms' ? message.body.match(/\b\d{6}\b/)?.[0] : undefined;
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}
