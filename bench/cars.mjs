// Car listing benchmark (issues 4 and 17): GET /api/cars/filter/ on SEED_CARS seeded cars (PostgreSQL), where no
// cache helps. Prints, in one run:
//   1. how long the server took to seed the cars and start (issue 17: 100,000 cars in ≤ 60 s);
//   2. a mixed, uncached workload — the 12 most listed makes × pages 1–25, every request `Cache-Control: no-cache` —
//      against a bare node:http + pg server replaying the very SQL the app sent for each URL (captured on the wire,
//      bench/cars-bare.mjs) with the same count cache: peak throughput at BENCH_CONNECTIONS, and latency at a fixed
//      offered rate of half the bare server's peak (targets: ≥ 80% of bare, p99 ≤ 50 ms), and the CPU each request
//      cost at peak (server and PostgreSQL apart, from /proc: the figure a busy machine hardly moves);
//   3. the same mix with the listing cache allowed (what repeated searches cost);
//   4. common filters and sorts one request at a time (target at 1,000,000 cars: p95 ≤ 50 ms), each with its count
//      and whether the count is exact, the bare replay of its SQL beside it, and EXPLAIN (ANALYZE, BUFFERS) of the
//      slow ones written to a file;
//   5. every estimated count of the run (past 10,000 matches, decision 068) beside the exact count (page=last).
// Run `npm run build` first, then `node bench/cars.mjs` (about 4 minutes at 100,000 cars on a quiet 2-core machine;
// SEED_CARS=1000000 takes about 15). A throwaway database is created and dropped. Env: BENCH_PG (default
// postgres://postgres@127.0.0.1:5432/postgres), SEED_CARS (100000), BENCH_SECONDS (10 per load run),
// BENCH_CONNECTIONS (50), BENCH_REPEAT (30 timed requests per list), BENCH_PORT (3903; the capture app, the bare
// server and the capture proxy take ports the system gives, so none is another user's), BENCH_KEEP_DB=1 (keep the
// seeded database and print its name), BENCH_REUSE_DB=name (measure a kept database again, migrated by the app at
// start, without seeding; it is kept), BENCH_APP_NODE_ARGS (extra node flags for the app, e.g. --trace-gc),
// BENCH_APP_STDOUT (a file for the app's standard output, where --trace-gc writes).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { planBare, startBare } from './cars-bare.mjs';
import { followBackendCpu, freePort, procCpuMs, waitForHealth } from './lib.mjs';
import { get, openLoop, percentiles, sequential, shuffled } from './orders-measure.mjs';
import { startCapture } from './orders-pg-capture.mjs';

const env = process.env;
const seedCars = Number(env.SEED_CARS ?? 100_000);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const repeat = Number(env.BENCH_REPEAT ?? 30);
const serverUrl = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(env.BENCH_PORT ?? 3903);
const [capturePort, barePort, proxyPort, preparedPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const SLOW_MS = 50;

if (!existsSync('dist/server.js')) {
  console.error('dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

const reuseDb = env.BENCH_REUSE_DB;
const keepDb = Boolean(reuseDb) || env.BENCH_KEEP_DB === '1';
const dbName = reuseDb ?? `bench_cars_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function admin(sql, url = serverUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'autobridge-bench-cars-'));
const apps = new Set();
/** dist/server.js on `appPort` against `dbUrl`; resolves once healthy, with `stop()`. */
async function startApp(appPort, dbUrl, extra = {}) {
  const nodeArgs = (env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean); // e.g. --trace-gc
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server.js'], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(appPort),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // Decision 075's background renders of 100,000 car pages would share the CPU being measured.
      RENDER_PAGES_AHEAD: 'false',
      ...extra,
    },
    stdio: ['ignore', env.BENCH_APP_STDOUT ? openSync(env.BENCH_APP_STDOUT, 'a') : 'ignore', 'inherit'],
  });
  const spawnedAt = Date.now();
  const stop = async () => {
    if (!apps.delete(stop)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  stop.pid = child.pid;
  // Milliseconds since the process started, as `--trace-gc` stamps its lines.
  stop.msAt = (wallMs) => wallMs - spawnedAt;
  apps.add(stop);
  await waitForHealth(`http://127.0.0.1:${appPort}/api/health/`, 3_600_000);
  return stop;
}

/** `connections` autocannon connections, each request the next URL of `urls` (one shared rotation). */
function closedLoop(base, urls, headers = {}) {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, path: urls[next++ % urls.length] }) }],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.non2xx,
            }),
    );
  });
}

/**
 * `closedLoop` with the CPU each request cost (ms, from /proc, so the machine's load hardly moves it): the server
 * process `serverPid` (none: the bare server, which runs in this process), PostgreSQL's backends of the bench's
 * database, and this process (the load generator, plus the bare server when it is the one measured).
 */
async function measuredLoop(db, base, urls, headers, serverPid) {
  const own = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const stopPg = await followBackendCpu(async (text) => (await db.query(text)).rows);
  const before = { server: serverPid ? procCpuMs(serverPid) : 0, own: own() };
  const result = await closedLoop(base, urls, headers);
  const { cpuMs: pgMs } = await stopPg();
  const requests = result.rps * seconds;
  return {
    ...result,
    serverMs: serverPid ? (procCpuMs(serverPid) - before.server) / requests : 0,
    pgMs: pgMs / requests,
    ownMs: (own() - before.own) / requests,
  };
}

const pageOf = (url) => Number(new URL(url).searchParams.get('page') ?? 1);

/**
 * Where a fixed-rate run's slow requests (over 50 ms) were: by the depth of the page asked, and by the second of the
 * run they were sent in (a stall of the machine makes every request of one second slow, whatever it asked).
 */
function tail(name, { samples }) {
  const slow = samples.filter((s) => s.ms > 50);
  const depths = [
    [1, 5],
    [6, 15],
    [16, 25],
  ].map(([lo, hi]) => {
    const all = samples.filter((s) => pageOf(s.target.url) >= lo && pageOf(s.target.url) <= hi);
    const over = all.filter((s) => s.ms > 50).length;
    return `pages ${lo}–${hi} ${over}/${all.length}`;
  });
  const perSecond = new Map();
  for (const s of slow) perSecond.set(Math.floor(s.at), (perSecond.get(Math.floor(s.at)) ?? 0) + 1);
  const seconds = [...perSecond].map(([second, n]) => `${second}s:${n}`).join(' ');
  return `  over 50 ms, ${name}: ${slow.length} of ${samples.length} (${depths.join(', ')}); by second sent: ${seconds || 'none'}`;
}

const fmt = (value, width = 9) =>
  String(typeof value === 'number' ? (value >= 100 ? Math.round(value) : value.toFixed(1)) : value).padStart(width);
const row = (name, r) => `${name.padEnd(52)}${fmt(r.rps)}${fmt(r.p50)}${fmt(r.p95 ?? '')}${fmt(r.p99)}${fmt(r.errors)}`;
const head = (title) =>
  `\n${title}\n${'target'.padEnd(52)}${fmt('req/s')}${fmt('p50 ms')}${fmt('p95 ms')}${fmt('p99 ms')}${fmt('errors')}`;

/** Common filters and sorts of the listing pages, with the most listed make and its most listed model. */
function filteredLists(make, model) {
  const m = encodeURIComponent(make);
  const all = '/api/cars/filter/';
  return [
    ['all, newest first', all],
    ['all, cheapest first', `${all}?ordering=price`],
    ['all, lowest mileage', `${all}?ordering=mileage`],
    ['all, newest model year', `${all}?ordering=-year`],
    ['all, page 200', `${all}?page=200`],
    [`${make}`, `${all}?make=${m}`],
    [`${make}, most expensive`, `${all}?make=${m}&ordering=-price`],
    [`${make} ${model}`, `${all}?make=${m}&model=${encodeURIComponent(model)}`],
    [`${make} from 2018, cheapest`, `${all}?make=${m}&year__gte=2018&ordering=price`],
    [`${make}, page 50`, `${all}?make=${m}&page=50`],
    ['$10k–30k, cheapest', `${all}?price__gte=10000&price__lte=30000&ordering=price`],
    ['under $20k', `${all}?price__lte=20000`],
    ['from 2020, lowest mileage', `${all}?year__gte=2020&ordering=mileage`],
    ['SUVs', `${all}?body_style=SUV`],
    ['hybrid SUVs', `${all}?body_style=SUV&fuel_type=Hybrid`],
    ['≤ 50,000 km (mixed units)', `${all}?mileage_km__lte=50000`],
    ['search "toyota camry 2018"', `${all}?search=${encodeURIComponent('toyota camry 2018')}`],
    ['search "land cruiser"', `${all}?search=${encodeURIComponent('land cruiser')}`],
    ['search "camry under 20k"', `${all}?search=${encodeURIComponent('camry under 20k')}`],
    ['auctions ending soonest', '/api/cars/selling-type/auction%20car/filter/?ordering=auction_ends_at'],
    ['personal cars (Cambodia)', '/api/cars/condition/personal%20car/filter/'],
  ];
}

let bare;
let barePrepared;
try {
  console.log(`load average ${load()} (1, 5, 15 min) at the start`);
  if (!reuseDb) await admin(`CREATE DATABASE "${dbName}"`);
  const started = performance.now();
  let stopApp = await startApp(port, databaseUrl, reuseDb ? {} : { SEED: 'true', SEED_CARS: String(seedCars) });
  const seededIn = (performance.now() - started) / 1000;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ cars, size }] = (
    await db.query(
      `select (select count(*)::int from cars) as cars, pg_size_pretty(pg_database_size(current_database())) as size`,
    )
  ).rows;
  console.log(
    reuseDb
      ? `reused ${dbName}: ${cars.toLocaleString('en-US')} cars, started in ${seededIn.toFixed(1)} s; database ${size}`
      : `seeded ${cars.toLocaleString('en-US')} cars and started in ${seededIn.toFixed(1)} s (target at 100,000: ≤ 60 s); database ${size}`,
  );
  // Bulk-loaded tables have no visibility map until autovacuum reaches them; a live site's have.
  await db.query('VACUUM ANALYZE');

  // The mix: the 12 most listed makes, pages 1–25 (fewer where a make has fewer pages), interleaved.
  const makes = (
    await db.query(`select make_name, count(*)::int as n from cars where status = 'active'
      group by make_name order by n desc, make_name limit 12`)
  ).rows;
  const [{ model_name: model }] = (
    await db.query(
      `select model_name from cars where status = 'active' and make_name = $1 group by 1 order by count(*) desc limit 1`,
      [makes[0].make_name],
    )
  ).rows;
  await db.end();
  const mix = [];
  for (let page = 1; page <= 25; page += 1)
    for (const { make_name: make, n } of makes)
      if (page <= Math.ceil(n / 20))
        mix.push(`/api/cars/filter/?make=${encodeURIComponent(make)}${page > 1 ? `&page=${page}` : ''}`);
  const lists = filteredLists(makes[0].make_name, model);

  // Capture: a second app talks to PostgreSQL through the recording proxy; each URL is asked once, uncached.
  const capture = await startCapture(proxyPort, { targetPort: Number(new URL(serverUrl).port || 5432) });
  const stopCapturing = await startApp(
    capturePort,
    Object.assign(new URL(databaseUrl), { port: String(proxyPort) }).toString(),
  );
  const captured = new Map();
  const answers = new Map();
  // Each URL once: asked again, a list the mix already has (Toyota's first page) would be captured without its count,
  // which the capture app then takes from its count cache, and the bare server would have no count for that listing.
  const urls = [...new Set([...mix, ...lists.map(([, u]) => u)])];
  for (const url of urls) {
    capture.statements.length = 0;
    const r = await get(`http://127.0.0.1:${capturePort}${url}`, {}, true);
    if (r.status !== 200) throw new Error(`${url}: HTTP ${r.status} ${r.body.slice(0, 200)}`);
    captured.set(
      url,
      capture.statements.filter((s) => /^\s*(select|with|explain)\b/i.test(s.sql)),
    );
    answers.set(url, r.body);
  }
  await stopCapturing();
  await capture.close();

  // The bare server answers each URL with the app's statements; both must give the same JSON for the whole mix.
  const plans = planBare(captured);
  const firstCard = JSON.parse(answers.get(mix[0])).results[0];
  const fields = Object.keys(firstCard).filter((k) => k !== 'mileage_unit' && k !== 'vehicle_name');
  bare = await startBare(databaseUrl, plans, fields, barePort);
  barePrepared = await startBare(databaseUrl, plans, fields, preparedPort, { prepared: true });
  const appBase = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const preparedBase = `http://127.0.0.1:${preparedPort}`;
  const unplanned = urls.filter((url) => !plans.has(url));
  if (unplanned.length) throw new Error(`no bare plan (no count captured) for ${unplanned.join(', ')}`);
  for (const url of urls) {
    const [a, b] = await Promise.all([get(appBase + url, {}, true), get(bareBase + url, {}, true)]);
    // With the slash: one port's digits may begin another's (3903 and 39037).
    const same = (body) => body.replaceAll(`${appBase}/`, '/').replaceAll(`${bareBase}/`, '/');
    if (a.status !== 200 || same(a.body) !== same(b.body))
      throw new Error(
        `the app and the bare server disagree on ${url}:\n${a.body.slice(0, 300)}\n${b.body.slice(0, 300)}`,
      );
  }
  console.log(
    `mix: ${mix.length} URLs (${makes.map((m) => m.make_name).join(', ')} × pages 1–25); the bare server gives the same JSON for each`,
  );

  // 2. Uncached mix: peak, then a fixed offered rate of half the bare server's peak.
  const noCache = { 'cache-control': 'no-cache' };
  const bareUrls = mix.map((u) => bareBase + u).map((url) => ({ url, headers: {} }));
  const appUrls = mix.map((u) => appBase + u).map((url) => ({ url, headers: noCache }));
  await closedLoop(bareBase, mix); // warm all three (JIT, PostgreSQL's buffers)
  await closedLoop(preparedBase, mix);
  await closedLoop(appBase, mix, noCache);
  const cpuDb = new pg.Client({ connectionString: databaseUrl });
  await cpuDb.connect();
  const barePeak = await measuredLoop(cpuDb, bareBase, mix, {});
  const preparedPeak = await measuredLoop(cpuDb, preparedBase, mix, {});
  const appPeak = await measuredLoop(cpuDb, appBase, mix, noCache, stopApp.pid);
  await cpuDb.end();
  const rate = Math.max(1, Math.round(barePeak.rps / 2));
  // In page order a whole page depth (every make's page 20, then 21, …) arrives within a fraction of a second; shuffled
  // (the same order every run), depths arrive mixed, as independent shoppers' would. Both are reported.
  const bareAtRate = await openLoop(bareUrls, { rate, seconds, samples: true });
  const appAtRate = await openLoop(appUrls, { rate, seconds, samples: true });
  const bareShuffled = await openLoop(shuffled(bareUrls), { rate, seconds, samples: true });
  const appShuffled = await openLoop(shuffled(appUrls), { rate, seconds, samples: true });
  console.log(head(`uncached mix (Cache-Control: no-cache), load average ${load()}`));
  console.log(row(`bare node:http + pg, ${connections} connections`, barePeak));
  console.log(row(`bare, statements prepared by name`, preparedPeak));
  console.log(row(`app (dist/server.js), ${connections} connections`, appPeak));
  console.log(row(`bare at ${rate} req/s offered`, bareAtRate));
  console.log(row(`app at ${rate} req/s offered`, appAtRate));
  console.log(row(`bare at ${rate} req/s offered, mix shuffled`, bareShuffled));
  console.log(row(`app at ${rate} req/s offered, mix shuffled`, appShuffled));
  console.log(
    `\napp / bare peak throughput: ${((appPeak.rps / barePeak.rps) * 100).toFixed(1)}% (target ≥ 80%); ` +
      `app p99 at half the bare peak: ${appAtRate.p99.toFixed(1)} ms in page order, ${appShuffled.p99.toFixed(1)} ms ` +
      `shuffled (target ≤ 50 ms; bare ${bareAtRate.p99.toFixed(1)} and ${bareShuffled.p99.toFixed(1)} ms)`,
  );
  for (const [name, result] of [
    ['bare, page order', bareAtRate],
    ['app, page order', appAtRate],
    ['bare, shuffled', bareShuffled],
    ['app, shuffled', appShuffled],
  ])
    console.log(tail(name, result));
  if (env.BENCH_APP_STDOUT) {
    // With --trace-gc: the app's full collections during its two fixed-rate runs, in seconds into each run.
    const collections = [...readFileSync(env.BENCH_APP_STDOUT, 'utf8').matchAll(/\s(\d+) ms: Mark-Compact/g)].map((m) =>
      Number(m[1]),
    );
    for (const [name, result] of [
      ['page order', appAtRate],
      ['shuffled', appShuffled],
    ]) {
      const from = stopApp.msAt(result.startedAt);
      const during = collections.filter((ms) => ms >= from && ms <= from + seconds * 1000 + 2000);
      console.log(
        `  the app's full collections (Mark-Compact), ${name}: ${during.map((ms) => `${((ms - from) / 1000).toFixed(1)}s`).join(' ') || 'none'}`,
      );
    }
  }
  console.log(
    `the load generator's event-loop delay meanwhile: p99 ${appAtRate.lagP99.toFixed(1)} ms, max ` +
      `${appAtRate.lagMax.toFixed(1)} ms with the app; p99 ${bareAtRate.lagP99.toFixed(1)} ms, max ` +
      `${bareAtRate.lagMax.toFixed(1)} ms with the bare server (which runs in it)`,
  );
  // The bare server runs in this process beside the load generator: its share is what this process used beyond
  // what generating the app's load cost.
  const bareServerMs = Math.max(0, barePeak.ownMs - appPeak.ownMs);
  console.log(
    `CPU per request at peak: app server ${appPeak.serverMs.toFixed(2)} ms + PostgreSQL ${appPeak.pgMs.toFixed(2)} ms; ` +
      `bare server ${bareServerMs.toFixed(2)} ms + PostgreSQL ${barePeak.pgMs.toFixed(2)} ms; ` +
      `app / bare by CPU: ${(((bareServerMs + barePeak.pgMs) / (appPeak.serverMs + appPeak.pgMs)) * 100).toFixed(1)}% ` +
      `(load generator ${appPeak.ownMs.toFixed(2)} ms)`,
  );
  // The app names its repeated statements (decision 077); against a bare server that does too, what is left is the
  // app's own work per request.
  const preparedServerMs = Math.max(0, preparedPeak.ownMs - appPeak.ownMs);
  console.log(
    `against the bare server with prepared statements: throughput ${((appPeak.rps / preparedPeak.rps) * 100).toFixed(1)}%; ` +
      `its CPU per request ${preparedServerMs.toFixed(2)} ms + PostgreSQL ${preparedPeak.pgMs.toFixed(2)} ms; ` +
      `app / bare by CPU: ${(((preparedServerMs + preparedPeak.pgMs) / (appPeak.serverMs + appPeak.pgMs)) * 100).toFixed(1)}%`,
  );

  // 3. The same mix with the listing cache allowed.
  const cachedPeak = await closedLoop(appBase, mix);
  console.log(head('the same mix, listing cache allowed'));
  console.log(row(`app, ${connections} connections`, cachedPeak));
  console.log(`app cached / bare uncached: ${((cachedPeak.rps / barePeak.rps) * 100).toFixed(0)}%`);

  // 4. Filtered lists one request at a time, uncached.
  console.log(
    head(`filtered lists, ${repeat} requests each one at a time, no-cache (${cars.toLocaleString('en-US')} cars)`),
  );
  const slow = [];
  const p95s = [];
  for (const [name, url] of lists) {
    const app = await sequential({ url: appBase + url, headers: noCache }, { repeat });
    const base = await sequential({ url: bareBase + url, headers: {} }, { repeat });
    const body = JSON.parse(answers.get(url));
    const count = `${body.count_is_estimate ? 'about ' : ''}${body.count.toLocaleString('en-US')}`;
    p95s.push(app.p95);
    if (app.p95 > SLOW_MS) slow.push([name, url, app.p95]);
    console.log(
      `${row(name, app)}  ${count.padStart(16)}  bare p95 ${base.p95.toFixed(1)} ms${app.p95 > SLOW_MS ? '  SLOW' : ''}`,
    );
  }
  const over = percentiles(p95s);
  console.log(
    `\np95 over lists: median ${over.p50.toFixed(1)} ms, worst ${Math.max(...p95s).toFixed(1)} ms; ` +
      `${slow.length} of ${lists.length} above ${SLOW_MS} ms (target at 1,000,000 cars: every list ≤ ${SLOW_MS} ms)`,
  );

  // 5. Estimated counts beside the exact ones: page=last counts exactly (decision 068).
  const estimated = new Map();
  for (const [name, url] of [
    ...lists,
    ...makes.map(({ make_name: make }) => [make, `/api/cars/filter/?make=${encodeURIComponent(make)}`]),
  ]) {
    const body = JSON.parse(answers.get(url));
    if (body.count_is_estimate && !estimated.has(url)) estimated.set(url, [name, body.count]);
  }
  if (estimated.size) {
    console.log(`\nestimated counts (more than 10,000 matches) and the exact count (page=last)`);
    const errors = [];
    for (const [url, [name, estimate]] of estimated) {
      const r = await get(`${appBase}${url}${url.includes('?') ? '&' : '?'}page=last`, noCache, true);
      const exact = JSON.parse(r.body).count;
      const error = ((estimate - exact) / exact) * 100;
      errors.push(Math.abs(error));
      console.log(
        `${name.padEnd(52)}${estimate.toLocaleString('en-US').padStart(12)}${exact.toLocaleString('en-US').padStart(12)}${`${error >= 0 ? '+' : ''}${error.toFixed(1)}%`.padStart(9)}`,
      );
    }
    console.log(
      `estimate error: median ${percentiles(errors).p50.toFixed(1)}%, worst ${Math.max(...errors).toFixed(1)}%`,
    );
  }

  await bare.close();
  bare = undefined;
  await barePrepared.close();
  barePrepared = undefined;
  await stopApp();
  stopApp = undefined;

  if (slow.length) {
    const explain = new pg.Client({ connectionString: databaseUrl });
    await explain.connect();
    const out = [];
    for (const [name, url, p95] of slow) {
      out.push(`\n=== ${name}: p95 ${p95.toFixed(1)} ms — ${url}`);
      for (const s of captured.get(url).filter((st) => /^\s*(select|with)\b/i.test(st.sql))) {
        const { rows } = await explain.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
        out.push(`-- ${s.sql.replace(/\s+/g, ' ')}\n-- params ${JSON.stringify(s.params)}`);
        out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
    await explain.end();
    const file = path.join(tmpdir(), `cars-explain-${process.pid}.txt`);
    writeFileSync(file, out.join('\n'));
    console.log(`EXPLAIN (ANALYZE, BUFFERS) of the lists above ${SLOW_MS} ms: ${file}`);
  }
  console.log(`\nload average ${load()} at the end; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
} finally {
  await bare?.close();
  await barePrepared?.close();
  for (const stop of [...apps]) await stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (keepDb) console.log(`kept the database ${dbName} (BENCH_REUSE_DB=${dbName} measures it again)`);
  else await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
