import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'tests/lib/**/*.test.{ts,tsx}',
            'tests/stores/**/*.test.{ts,tsx}',
            'tests/components/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/realtime/**/*.test.ts'],
          setupFiles: ['tests/support/setup-server.ts'],
          // The schema is migrated once per run into a template each test database copies.
          globalSetup: ['tests/support/db-template.ts'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
          // PGlite is memory hungry and this machine has 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
