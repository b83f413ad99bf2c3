import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_DIRS = ['tests/lib', 'tests/stores', 'tests/components'];
const unitFiles = UNIT_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/')),
);
// A file that replaces a module (`vi.mock`) needs a module graph of its own; the others share one per worker, which
// saves building a DOM environment and importing React and the setup files again for each file (the unit tests took
// 360 s isolated, 66 s not, on this 2-core machine). A file of that group must reset what it changes. The modules
// every unit test replaces the same way are stand-ins for all of them instead (`unitAliases`), not mocks per file.
const mocksModules = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'));
const unitAliases = {
  'next/navigation': path.resolve('tests/support/next-navigation.ts'),
  '@/lib/reload-page': path.resolve('tests/support/reload-page.ts'),
  'server-only': path.resolve('tests/support/server-only.ts'),
};
// Two workers on this 2-core machine (Vitest's default leaves a core free): 33 s against 55 s.
const unitShared = {
  environment: 'jsdom',
  setupFiles: ['tests/support/setup-unit.ts'],
  alias: unitAliases,
  maxWorkers: 2,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: { ...unitShared, name: 'unit', include: unitFiles.filter((f) => !mocksModules(f)), isolate: false },
      },
      {
        extends: true,
        test: { ...unitShared, name: 'unit-mocks', include: unitFiles.filter(mocksModules) },
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
          isolate: false,
        },
      },
    ],
  },
});
