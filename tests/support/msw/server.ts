// The MSW server for unit tests: no default handlers, each test file adds the ones it needs.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();

/** Starts MSW for the current test file; any request without a handler fails the test. */
export function installMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
