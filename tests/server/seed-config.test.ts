// Start-up seeding by environment: development seeds by default, production only when SEED is set (decision 022).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '@/server/config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'autobridge-seed-config-'));

describe('start-up seeding', () => {
  it('is off in production unless asked for', () => {
    expect(buildConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).SEED).toBe(false);
    expect(buildConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED: 'true' }).SEED).toBe(true);
    expect(buildConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED: 'false' }).SEED).toBe(false);
  });

  it('is on in development unless switched off', () => {
    expect(buildConfig({ DATA_DIR: dataDir() }).SEED).toBe(true);
    expect(buildConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).SEED).toBe(true);
    expect(buildConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development', SEED: '0' }).SEED).toBe(false);
  });
});
