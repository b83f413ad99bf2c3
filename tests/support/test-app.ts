// The portal API in-process on a test database, with helpers to call it like a client would.
import pino from 'pino';
import { buildApi, type Api } from '@/server/api/app';
import type { AppDeps } from '@/server/api/create-app';
import { createMemoryBus } from '@/server/realtime/bus';
import { expectContract } from './contract';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface RequestOptions extends RequestInit {
  json?: unknown;
  token?: string;
  /**
   * Why this request is not checked against the served document (decision 060): only for a test that calls a path
   * that is no operation (the document itself, the docs page) or sends bytes no client would, to check framing.
   */
  offContract?: string;
}

export interface TestApp {
  api: Api;
  database: TestDatabase;
  /** Calls the API; the answer must be what the served document says (status, body, headers), or this throws. */
  request(path: string, init?: RequestOptions): Promise<Response>;
  close(): Promise<void>;
}

/** `request()` over an API: a client's request, its answer checked against the API's served document. */
export function requester(api: Api): TestApp['request'] {
  return async (path, init = {}) => {
    const { json, token, offContract, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    if (token) headers.set('authorization', `Bearer ${token}`);
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    const response = await api.request(`http://testserver${path}`, { ...rest, headers, body });
    if (offContract === undefined) await expectContract(api, { method: rest.method ?? 'GET', url: path, response });
    return response;
  };
}

/** The API on a new test database; `options` set what a test needs lower than production (car count bounds). */
export async function createTestApp(options: Pick<AppDeps, 'carCountBounds'> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const bus = createMemoryBus();
  const api = buildApi({
    getDatabase: async () => database,
    getBus: async () => bus,
    logger: pino({ level: 'silent' }),
    ...options,
  });
  return { api, database, request: requester(api), close: () => database.close() };
}
