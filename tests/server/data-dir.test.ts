// A DATA_DIR that cannot be written stops start-up with one clear line and exit code 1, never a stack trace.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from '@/server/config';

/** A path below a regular file: creating it fails with ENOTDIR even for root, who ignores permission bits. */
function impossibleDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'autobridge-datadir-'));
  writeFileSync(path.join(dir, 'file.txt'), '');
  return path.join(dir, 'file.txt', 'sub');
}

describe('an unusable DATA_DIR', () => {
  it('is a ConfigError naming the directory and the cause', () => {
    const dataDir = impossibleDataDir();
    expect(() => buildConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => buildConfig({ DATA_DIR: dataDir })).toThrow(`Cannot write to DATA_DIR (${dataDir}): ENOTDIR`);
  });

  it('stops the server at start-up with one line on stderr and exit code 1', async () => {
    const dataDir = impossibleDataDir();
    const run = promisify(execFile)(path.join(process.cwd(), 'node_modules/.bin/tsx'), ['server.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, DATA_DIR: dataDir, PORT: '3104', NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' },
      timeout: 60_000,
    });
    const failure = await run.then(
      () => null,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(1);
    const lines = failure!.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Cannot write to DATA_DIR \\(${dataDir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\): ENOTDIR`),
      ),
    ]);
    expect(failure!.stdout).toBe('');
  }, 60_000);
});
