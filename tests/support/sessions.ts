// Session-revocation tests: an API and a realtime server on one bus (one "server"), and ways to revoke a session.
import pino from 'pino';
import { expect } from 'vitest';
import { tokenPairSchema, type TokenPair } from '@/lib/contract/auth';
import { buildApi, type Api } from '@/server/api/app';
import type { Bus } from '@/server/realtime/bus';
import { TEST_PASSWORD, linkSentTo, nextIp, type UserRow } from './auth';
import { startRealtime, type LiveServer } from './chat';
import { requester } from './test-app';
import type { TestDatabase } from './test-db';

export interface Instance {
  api: Api;
  live: LiveServer;
  request(path: string, init?: { method?: string; json?: unknown; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

/** One server: its API and its sockets share `bus`, as server.ts wires them. */
export async function startInstance(database: TestDatabase, bus: Bus): Promise<Instance> {
  const api = buildApi({
    getDatabase: async () => database,
    getBus: async () => bus,
    logger: pino({ level: 'silent' }),
  });
  const live = await startRealtime(database, bus);
  const request = requester(api);
  return {
    api,
    live,
    request: (path, init = {}) => request(path, { ...init, headers: { 'x-forwarded-for': nextIp() } }),
    close: () => live.close(),
  };
}

/** Logs in through the instance's API. */
export async function loginAt(instance: Instance, user: UserRow, password = TEST_PASSWORD): Promise<TokenPair> {
  const res = await instance.request('/api/usermgmt/token/', { method: 'POST', json: { email: user.email, password } });
  expect(res.status).toBe(200);
  return tokenPairSchema.parse(await res.json());
}

/** Expects the access token to be refused as SimpleJWT refuses a bad one, and the refresh token too. */
export async function expectRevoked(instance: Instance, user: Pick<UserRow, 'id'>, pair: TokenPair): Promise<void> {
  const me = await instance.request(`/api/usermgmt/user/${user.id}/`, { token: pair.access });
  expect(me.status).toBe(401);
  expect(await me.json()).toMatchObject({ code: 'token_not_valid' });
  const refreshed = await instance.request('/api/usermgmt/token/refresh/', {
    method: 'POST',
    json: { refresh: pair.refresh },
  });
  expect(refreshed.status).toBe(401);
  expect(await refreshed.json()).toEqual({ detail: 'Token is invalid', code: 'token_not_valid' });
}

export const NEW_PASSWORD = 'Tonle-Sap-Evening-31';

/** The e-mailed reset link, followed: a new password. */
export async function resetPassword(instance: Instance, database: TestDatabase, user: UserRow): Promise<void> {
  expect(
    (await instance.request('/api/usermgmt/forgotPassword/', { method: 'POST', json: { email: user.email } })).status,
  ).toBe(200);
  const token = (await linkSentTo(database.db, user.email!)).searchParams.get('token') ?? '';
  const res = await instance.request(`/api/usermgmt/resetPassword/${token}/`, {
    method: 'POST',
    json: { password: NEW_PASSWORD },
  });
  expect(res.status).toBe(200);
}
