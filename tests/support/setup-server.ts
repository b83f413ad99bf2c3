// Server tests: a throwaway data dir, a fixed secret, silent logs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { failOnConsole } from './fail-on-console';

failOnConsole();

Object.assign(process.env, { NODE_ENV: 'test' });
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'autobridge-test-'));
process.env.JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
process.env.LOG_LEVEL = 'silent';
process.env.SEED = 'false';
