// The portal API in-process on a test database, with helpers to call it like a client would.
import pino from 'pino';
import { buildApi, type Api } from '@/server/api/app';
import { createMemoryBus } from '@/server/realtime/bus';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  api: Api;
  database: TestDatabase;
  request(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const bus = createMemoryBus();
  const api = buildApi({
    getDatabase: async () => database,
    getBus: async () => bus,
    logger: pino({ level: 'silent' }),
  });
  return {
    api,
    database,
    request(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      const body = json !== undefined ? JSON.stringify(json) : rest.body;
      return Promise.resolve(api.request(`http://testserver${path}`, { ...rest, headers, body }));
    },
    close: () => database.close(),
  };
}
