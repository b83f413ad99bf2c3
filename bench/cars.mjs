// Car search benchmark: GET /api/cars/filter/?make=Toyota&ordering=-price on 100,000 seeded cars (PostgreSQL),
// the production server (with its listing page cache, and with Cache-Control: no-cache to bypass it) against a bare
// node:http + pg server running the same SQL and answering the same JSON.
// Run `npm run build` first, then `node bench/cars.mjs`. Needs a PostgreSQL server; a throwaway database is created
// and dropped. Env: BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres, the server to use),
// SEED_CARS (default 100000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
// BENCH_APP_URL (optional: benchmark an already running app seeded on BENCH_DATABASE_URL instead of dist/server.js).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad, waitForHealth } from './lib.mjs';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seedCars = process.env.SEED_CARS ?? '100000';
const serverUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const appPort = 3903;
const barePort = 3904;
const query = '/api/cars/filter/?make=Toyota&ordering=-price';
const PAGE_SIZE = 20;

const external = process.env.BENCH_APP_URL;
if (!external && !existsSync('dist/server.js')) {
  console.error('dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

async function admin(sql, url = serverUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The two statements the API runs for this request (cars.repository: countCars and findCarCards).
const COUNT_SQL = `select count(*)::int as n from cars where status = 'active' and make_name = $1`;
const PAGE_SQL = `select id, slug, year, make_name, model_name, trim_name, price, mileage, selling_type, is_featured,
  exterior_color, fuel_type, transmission,
  coalesce(nullif(cover_image, ''), (select ci.image from car_images ci where ci.car_id = cars.id order by ci.position, ci.id limit 1)) as cover_image,
  country, location, vehicle_type
  from cars where status = 'active' and make_name = $1 order by price desc, id desc limit $2 offset $3`;

/** A bare server doing the same work: parse the query, two SQL statements, the same DRF page JSON. */
function bareServer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, `http://${req.headers.host}`);
      const make = url.searchParams.get('make');
      const {
        rows: [{ n }],
      } = await pool.query(COUNT_SQL, [make]);
      const { rows } = await pool.query(PAGE_SQL, [make, PAGE_SIZE, 0]);
      const origin = `http://${req.headers.host}`;
      const results = rows.map((r) => ({
        ...r,
        vehicle_name: `${r.year} ${r.make_name} ${r.model_name} ${r.trim_name}`.replace(/\s+/g, ' ').trim(),
        cover_image: r.cover_image ? new URL(r.cover_image, origin).toString() : null,
      }));
      const next = n > PAGE_SIZE ? `${origin}${url.pathname}${url.search}&page=2` : null;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count: n, next, previous: null, results }));
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  return { server, pool };
}

const dbName = `bench_cars_${Date.now()}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = external ? process.env.BENCH_DATABASE_URL : dbUrl.toString();
if (external && !databaseUrl) {
  console.error('BENCH_APP_URL needs BENCH_DATABASE_URL (the database that app is seeded on).');
  process.exit(1);
}

let app;
let dataDir;
async function cleanUp() {
  if (app) {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    app = undefined;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (!external) await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}

let appBase = external;
try {
  if (!external) {
    await admin(`CREATE DATABASE "${dbName}"`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'autobridge-bench-cars-'));
    app = spawn(process.execPath, ['dist/server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(appPort),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SEED: 'true',
        SEED_CARS: seedCars,
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    appBase = `http://127.0.0.1:${appPort}`;
    console.log(`seeding ${seedCars} cars into ${dbName} …`);
  }
  await waitForHealth(`${appBase}/api/health/`, 600_000);
  // A freshly bulk-loaded table has no planner statistics or visibility map yet (autovacuum would get there later):
  // without them counts read the heap instead of an index.
  await admin('VACUUM ANALYZE', databaseUrl);
  const { server: bare, pool } = bareServer(databaseUrl);
  await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));

  // Same answer from both (apart from the host in links), and warm caches and JITs.
  const fromApp = await (await fetch(`${appBase}${query}`)).json();
  const fromBare = await (await fetch(`http://127.0.0.1:${barePort}${query}`)).json();
  const ids = (page) => page.results.map((c) => c.id).join(',');
  if (fromApp.count !== fromBare.count || ids(fromApp) !== ids(fromBare)) {
    throw new Error(
      `the app and the bare server disagree: ${fromApp.count}/${ids(fromApp)} vs ${fromBare.count}/${ids(fromBare)}`,
    );
  }
  console.log(
    `${query}: ${fromApp.count} matching cars\nautocannon: ${connections} connections, ${seconds} s per target\n`,
  );

  const baseline = await runLoad(`http://127.0.0.1:${barePort}${query}`, { connections, seconds });
  const result = await runLoad(`${appBase}${query}`, { connections, seconds });
  // The same requests with Cache-Control: no-cache skip the listing page cache: every one runs the SQL.
  const uncached = await runLoad(`${appBase}${query}`, {
    connections,
    seconds,
    headers: { 'cache-control': 'no-cache' },
  });
  bare.close();
  await pool.end();

  const fmt = (n) => String(n).padStart(9);
  console.log(`${'target'.padEnd(34)}${fmt('req/s')}${fmt('p50 ms')}${fmt('p99 ms')}${fmt('errors')}`);
  const appName = external ? `app at ${external}` : 'app (dist/server.js)';
  for (const [name, r] of [
    ['bare node:http + pg', baseline],
    [appName, result],
    [`${appName}, no-cache`, uncached],
  ]) {
    console.log(
      `${name.padEnd(34)}${fmt(Math.round(r.requests.average))}${fmt(r.latency.p50)}${fmt(r.latency.p99)}${fmt(r.errors + r.non2xx)}`,
    );
  }
  const pct = (r) => `${((r.requests.average / baseline.requests.average) * 100).toFixed(1)}%`;
  console.log(
    `\napp / bare throughput: ${pct(result)} (target ≥ 60%); app p99 ${result.latency.p99} ms (target ≤ 50 ms)`,
  );
  console.log(`uncached (no-cache) app / bare: ${pct(uncached)}; p99 ${uncached.latency.p99} ms`);
} finally {
  await cleanUp();
}
