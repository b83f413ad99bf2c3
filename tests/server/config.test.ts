import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from '@/server/config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'autobridge-config-'));

describe('configuration', () => {
  it('uses embedded defaults when nothing is set', () => {
    const dir = dataDir();
    const config = buildConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 3000,
      databaseKind: 'pglite',
      busKind: 'memory',
      BRAND_NAME: 'AutoBridge',
      SEED: true,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(existsSync(path.join(dir, 'uploads'))).toBe(true);
  });

  it('generates the JWT secret once and keeps it in the data dir', () => {
    const dir = dataDir();
    const first = buildConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(buildConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('switches to PostgreSQL and Redis when their URLs are set', () => {
    const config = buildConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/x',
      REDIS_URL: 'redis://r:6379',
    });
    expect(config.databaseKind).toBe('postgres');
    expect(config.busKind).toBe('redis');
  });

  it('treats empty optional values as unset and SEED=0 as off', () => {
    const config = buildConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', SEED: '0' });
    expect(config.databaseKind).toBe('pglite');
    expect(config.SEED).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SEED: 'maybe' }, 'SEED'],
  ])('fails fast naming the bad value: %o', (env, name) => {
    expect(() => buildConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => buildConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });
});
