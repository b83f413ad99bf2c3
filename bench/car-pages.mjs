// Car pages as a crawler fetches them: every public car's page once (decision 075), and the /cars/ listing's first
// page, answered from the pages stored in the database, against what the same server answers without rendering (a static script chunk), and against the
// same pages rendered by Next per request (decision 072's route). Figures: requests per second, CPU per request of
// the server process and of PostgreSQL (from /proc), and latency percentiles.
// Run `npm run build` first, then `node bench/car-pages.mjs`. Env: BENCH_PG (a PostgreSQL server URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a database is created and dropped), SEED_CARS (default 2400),
// BENCH_CONNECTIONS (default 4), BENCH_RENDERED (how many pages to render per request, default 300).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { followBackendCpu, freePort, procCpuMs, startBuiltApp, waitForHealth } from './lib.mjs';

const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const renderedCount = Number(process.env.BENCH_RENDERED ?? 300);
const seedCars = process.env.SEED_CARS ?? '2400';
const name = `bench_car_pages_${process.pid}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(server);
dbUrl.pathname = `/${name}`;
const db = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });

const port = await freePort();
const base = `http://localhost:${port}`;
const app = startBuiltApp(port, {
  DATABASE_URL: dbUrl.toString(),
  SEED: 'true',
  SEED_CARS: seedCars,
  PUBLIC_URL: base,
  RENDER_PAGES_AHEAD: 'true',
});
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** Fetches each path once (or the one path `count` times) and measures the server's and PostgreSQL's CPU. */
async function measure(label, paths, extraHeaders = {}) {
  const list = Array.isArray(paths) ? paths : null;
  const amount = list ? list.length : paths.count;
  let i = 0;
  const stopPg = await followBackendCpu(async (text) => (await db.query(text)).rows);
  const before = procCpuMs(app.pid);
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        amount,
        headers: { ...headers, ...extraHeaders },
        requests: [
          {
            setupRequest: (req) => ({ ...req, path: list ? list[i++ % list.length] : paths.path }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  const serverMs = (procCpuMs(app.pid) - before) / amount;
  const pgMs = (await stopPg()).cpuMs / amount;
  const seconds = result.duration;
  const row = {
    label,
    requests: amount,
    rps: amount / seconds,
    serverMs,
    pgMs,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
  console.log(
    `${label.padEnd(44)} ${String(amount).padStart(6)} req ${row.rps.toFixed(0).padStart(6)} req/s  ` +
      `server ${serverMs.toFixed(2)} ms  pg ${pgMs.toFixed(2)} ms  p50 ${row.p50} ms  p99 ${row.p99} ms` +
      (row.non2xx ? `  non-2xx ${row.non2xx}` : ''),
  );
  return row;
}

try {
  await waitForHealth(`${base}/api/health/`, 600_000);
  // The sweep renders every public car's page after the start; wait until it has stored them all.
  const publicCars = Number(
    (await db.query(`select count(*)::int as n from cars where status <> 'draft' and has_cover`)).rows[0].n,
  );
  const started = Date.now();
  for (;;) {
    const stored = Number(
      (await db.query('select count(*)::int as n from page_renders where car_id is not null')).rows[0].n,
    );
    if (stored >= publicCars) break;
    if (Date.now() - started > 1_800_000) throw new Error(`only ${stored} of ${publicCars} pages stored`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(`${publicCars} car pages rendered ahead in ${((Date.now() - started) / 1000).toFixed(1)} s after start`);
  const size = (
    await db.query(
      `select avg(length(gzip))::int as gzip, avg(length(brotli))::int as brotli,
       pg_total_relation_size('page_renders') as total from page_renders`,
    )
  ).rows[0];
  console.log(
    `stored per page: gzip ${size.gzip} B, brotli ${size.brotli} B; table ${(size.total / 1e6).toFixed(1)} MB ` +
      `(${(((size.total / publicCars) * 100_000) / 1e9).toFixed(2)} GB at 100,000 cars)`,
  );
  const paths = (await db.query('select key from page_renders where car_id is not null order by random()')).rows.map(
    (row) => new URL(row.key).pathname,
  );
  const carsHtml = await (await fetch(`${base}/cars/`)).text();
  const chunk = carsHtml.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  if (!chunk) throw new Error('no script chunk found on /cars/');
  for (const path of [paths[0], '/cars/']) {
    const check = await fetch(`${base}${path}`, { headers });
    if (check.headers.get('x-page-store') !== 'hit') throw new Error(`${path} was not answered from the store`);
  }

  console.log(`\nload: ${connections} connections, load average ${loadavg()[0].toFixed(1)}`);
  // Warm-up: the first requests of each kind pay for code that is compiled once.
  await measure('(warm-up: chunk)', { path: chunk, count: 300 });
  await measure('(warm-up: stored car pages)', paths.slice(0, 300));
  const rows = [];
  rows.push(await measure('static JS chunk (baseline)', { path: chunk, count: paths.length }));
  rows.push(await measure('every car page once, from the store', paths));
  rows.push(
    await measure(
      '/cars/ from the store (no-cache asked)',
      { path: '/cars/', count: paths.length },
      {
        'cache-control': 'no-cache',
      },
    ),
  );
  rows.push(
    await measure(
      `car pages rendered per request (${renderedCount})`,
      paths.slice(0, renderedCount).map((p) => `${p}?rendered`),
      { 'cache-control': 'no-cache' },
    ),
  );
  rows.push(
    await measure(
      '/cars/?page=2 rendered per request',
      { path: '/cars/?page=2', count: renderedCount },
      { 'cache-control': 'no-cache' },
    ),
  );
  console.log(`\nload average after: ${loadavg()[0].toFixed(1)}`);
  const [chunkRow, ...others] = rows;
  console.log('\nagainst the static chunk (throughput ratio; CPU ratio = chunk CPU / page CPU, server + PostgreSQL):');
  for (const row of others) {
    const cpu = (chunkRow.serverMs + chunkRow.pgMs) / (row.serverMs + row.pgMs);
    console.log(
      `  ${row.label.padEnd(44)} ${((row.rps / chunkRow.rps) * 100).toFixed(1).padStart(6)} %   by CPU ${(cpu * 100).toFixed(1).padStart(6)} %`,
    );
  }
} finally {
  app.stop();
  await db.end();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
