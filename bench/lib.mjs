// Shared pieces of the benchmark scripts: starting the built server, waiting for it, one autocannon run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/** Starts dist/server.js in production mode on a fresh data dir; `stop()` ends it and removes the dir. */
export function startBuiltApp(port, env = {}) {
  if (!existsSync('dist/server.js')) {
    console.error('dist/server.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autobridge-bench-'));
  const app = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // The background renders of decision 075 would share the CPU being measured (bench/car-pages.mjs turns them on).
      RENDER_PAGES_AHEAD: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    app.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return { stop, pid: app.pid };
}

/** A port nobody listens on now (other benches and dev servers share this machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url, ms = 120_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    try {
      const res = await fetch(url);
      if (res.ok) return res.json();
    } catch {
      // not up yet (migrating and seeding can take a while)
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

export function runLoad(url, { connections, seconds, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const TICK_MS = 10; // USER_HZ is 100 on Linux
/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); 0 once it has gone. */
export function procCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The bare baselines' PostgreSQL pool: the app's own session settings (server/db/client.ts: JIT and parallel workers off), so a
 * baseline runs the same SQL under the same plans, and its pool size, idle connections kept.
 */
export function barePool(connectionString) {
  return new pg.Pool({
    connectionString,
    max: 10,
    min: 10,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
}

/**
 * Follows the CPU of every PostgreSQL backend connected to one database, which `rows(sql)` queries, until the
 * returned `stop()`, which answers their CPU in ms over that time (`cpuMs`) and how many backends were opened meanwhile
 * (`opened`). Pools open and close connections meanwhile (an idle node-postgres connection closes after 10 s), so the
 * backends are polled every `everyMs`: a backend is counted from its CPU when first seen (from 0 if it started after
 * the first poll) to its CPU when last seen.
 */
export async function followBackendCpu(rows, everyMs = 250) {
  const backends = new Map();
  const poll = async (fresh) => {
    const found = await rows(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of found) {
      const cpu = procCpuMs(pid);
      const seen = backends.get(pid);
      if (seen) seen.last = Math.max(seen.last, cpu);
      else backends.set(pid, { first: fresh ? 0 : cpu, last: cpu, fresh });
    }
  };
  await poll(false);
  let polling = Promise.resolve();
  const timer = setInterval(() => {
    polling = polling.then(() => poll(true));
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await polling;
    await poll(true);
    const all = [...backends.values()];
    return { cpuMs: all.reduce((sum, b) => sum + b.last - b.first, 0), opened: all.filter((b) => b.fresh).length };
  };
}
