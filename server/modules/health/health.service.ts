// Readiness checks: the database must accept a write (not only a read) and the bus must answer; cached for a second.
import { sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Health } from '@/lib/contract/health';
import type { AppDeps } from '../../api/create-app';
import { createCache, perObject } from '../../cache';
import { getConfig } from '../../config';
import type { Database } from '../../db/client';

/** Health checks come from load balancers every few seconds per server; one probe a second is enough for all of them. */
export const READINESS_CACHE_MS = 1000;
const CHECK_TIMEOUT_MS = 2000;

async function answers(check: () => Promise<void>, ms = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A write the database must accept, rolled back so it leaves nothing: a temporary table needs a catalog write, which
 * a read-only server (a standby, default_transaction_read_only, a full disk refusing WAL) refuses. No migration needed.
 */
async function probeWrite(database: Database): Promise<void> {
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table health_probe (at timestamptz) on commit drop`);
      await tx.execute(sql`insert into health_probe values (now())`);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

type HealthDeps = Pick<AppDeps, 'getDatabase' | 'getBus'>;

async function checkReadiness(deps: HealthDeps): Promise<{ body: Health; ok: boolean }> {
  const config = getConfig();
  const [database, bus] = await Promise.all([deps.getDatabase().catch(() => null), deps.getBus().catch(() => null)]);
  const [dbOk, busOk] = await Promise.all([
    answers(async () => (database ? probeWrite(database) : Promise.reject(new Error('unavailable')))),
    answers(async () => (bus ? bus.ping() : Promise.reject(new Error('unavailable')))),
  ]);
  const failing = [...(dbOk ? [] : ['database' as const]), ...(busOk ? [] : ['bus' as const])];
  const body: Health = {
    status: failing.length ? 'error' : 'ok',
    database: database?.kind ?? config.databaseKind,
    bus: bus?.kind ?? config.busKind,
    version: config.version,
    ...(failing.length ? { failing } : {}),
  };
  return { body, ok: !failing.length };
}

// Per app (its deps), so test apps with their own databases never share an answer.
const readinessCache = perObject((deps: HealthDeps) =>
  createCache<'ready', { body: Health; ok: boolean }>({
    max: 1,
    ttl: READINESS_CACHE_MS,
    fetchMethod: () => checkReadiness(deps),
  }),
);

/** The readiness answer, probed at most once per READINESS_CACHE_MS; concurrent checks share the probe in flight. */
export function readiness(deps: HealthDeps): Promise<{ body: Health; ok: boolean }> {
  return readinessCache(deps).forceFetch('ready');
}
