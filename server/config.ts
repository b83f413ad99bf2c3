// Process configuration: parsed once from the environment with zod, failing fast with a readable message.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CHAT_FILE_MAX_BYTES } from '@/lib/contract/chat';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => v === '' || ['1', 'true', 'yes', 'on'].includes(v));

const postgresUrl = z
  .string()
  .url()
  .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must start with postgres:// or postgresql://');

const redisUrl = z
  .string()
  .url()
  .refine((u) => /^rediss?:\/\//.test(u), 'must start with redis:// or rediss://');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number (1-65535)' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  BRAND_NAME: z.string().min(1).max(60).default('AutoBridge'),
  /** Seed an empty database with demo data (and its demo accounts) at start-up; unset = on in development only. */
  SEED: booleanFlag.optional(),
  SEED_CARS: z.coerce.number().int().min(0).max(1_000_000).default(2400),
  /** Proxies in front of the server that append to X-Forwarded-For; the client is that many entries from the right (decision 020). */
  TRUSTED_PROXIES: z.coerce.number({ error: 'must be a number of proxies (0-10)' }).int().min(0).max(10).optional(),
  /** Deprecated: TRUST_PROXY=true means TRUSTED_PROXIES=1 when that is not set. */
  TRUST_PROXY: booleanFlag.default(false),
  /** Scales every rate limit (1 = as designed); the e2e server raises it because all its clients share 127.0.0.1. */
  THROTTLE_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().positive().default(60),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().positive().default(7),
  /** Bytes a socket may have queued for a client that does not read before it is closed with 1013 (decision 019). */
  SOCKET_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(1024 * 1024),
  /** smtp(s)://user:pass@host:port; without it e-mails and SMS are logged and marked sent. */
  SMTP_URL: z
    .string()
    .url()
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** Serve GET /api/dev/outbox/ in production too (the e2e server reads links and codes from it). */
  DEV_OUTBOX: booleanFlag.default(false),
  /** Render car pages and the listings' first pages ahead, after a start and a change (decision 075); the benches
   * of other paths turn it off, so its renders do not share their CPU. */
  RENDER_PAGES_AHEAD: booleanFlag.default(true),
  /** How long a request body may take to arrive before the API answers 408 (decision 018). */
  BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** PostgreSQL statement_timeout of every query; a query cut off is a 503 (decision 018). PGlite cannot interrupt. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** How long a staff reply may stay unread before its customer is e-mailed (decision 055); 0 checks at once. */
  CHAT_REPLY_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** Largest chat attachment in MB; lower it on small hosts. The browser checks the 25 MB ceiling before uploading. */
  CHAT_MAX_UPLOAD_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_FILE_MAX_BYTES / 1024 / 1024)
    .default(CHAT_FILE_MAX_BYTES / 1024 / 1024),
  /** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads, so several servers share them (decision 023). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Endpoint of a non-AWS service (MinIO, R2, …); unset = AWS in S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset = the AWS SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** endpoint/bucket/key addressing; unset = on when S3_ENDPOINT is set (self-hosted services need it). */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Vehicle report providers (decision 043): one name (`sample`) or per type (`autocheck=vendorx,carfax=sample`). */
  REPORTS_PROVIDER: z
    .string()
    .regex(/^[a-z0-9_=,-]+$/, 'must be a provider name or type=name pairs separated by commas')
    .default('sample'),
  /** Payment provider of report orders (decision 043); `test` takes only test cards and staff-confirmed KHQR. */
  PAYMENTS_PROVIDER: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'must be a provider name')
    .default('test'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED'> & {
  SEED: boolean;
  jwtSecret: string;
  uploadsDir: string;
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
  busKind: 'memory' | 'redis';
  version: string;
  TRUSTED_PROXIES: number;
};

export class ConfigError extends Error {}

function readEnv(env: Record<string, string | undefined>): z.infer<typeof envSchema> {
  // Empty strings mean "unset" for optional values, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in envSchema.shape && !(v === '' && k !== 'SEED')),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Creates DATA_DIR/uploads and proves a file can be written there, so a bad volume stops start-up with one line. */
function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    const probe = path.join(dataDir, `.write-probe-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Cannot write to DATA_DIR (${dataDir}): ${reason}`);
  }
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function buildConfig(env: Record<string, string | undefined> = process.env): Config {
  const base = readEnv(env);
  const dataDir = path.resolve(base.DATA_DIR);
  prepareDataDir(dataDir);
  return {
    ...base,
    // Production never seeds (nor creates the README's demo accounts) unless SEED is set explicitly (decision 022).
    SEED: base.SEED ?? base.NODE_ENV !== 'production',
    DATA_DIR: dataDir,
    jwtSecret: base.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl: (base.PUBLIC_URL ?? `http://localhost:${base.PORT}`).replace(/\/$/, ''),
    databaseKind: base.DATABASE_URL ? 'postgres' : 'pglite',
    busKind: base.REDIS_URL ? 'redis' : 'memory',
    version: readVersion(),
    TRUSTED_PROXIES: base.TRUSTED_PROXIES ?? (base.TRUST_PROXY ? 1 : 0),
  };
}

// One config per process, shared by server.ts and the Next bundle (two module graphs, one globalThis).
const holder = globalThis as unknown as { __appConfig?: Config };

export function getConfig(): Config {
  holder.__appConfig ??= buildConfig();
  return holder.__appConfig;
}

export function setConfigForTests(config: Config): void {
  holder.__appConfig = config;
}
