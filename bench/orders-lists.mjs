// Orders lists benchmark (issue 12 "Speed"): every /api/v2/orders/{kind}/ list — default, each dashboard filter
// (ORDER_FILTERS), each ordering, a deep page, a customer's own list — on 100,000 car sales in PostgreSQL, against a
// bare node:http + pg server replaying the very SQL the app ran (captured on the wire), plus the customer's /dashboard
// time to first byte. Runs by hand, prints tables, never a test; a throwaway database is created and dropped.
//   npm run build, then: node --import tsx bench/orders-lists.mjs [--scale 10]
// --scale N multiplies the issue's data (100,000 car sales, 2,000 customers, 200,000 notes) by N; issue 17 asks for 10.
// Env: BENCH_PG (postgres://postgres@127.0.0.1:5432/postgres), BENCH_CARS (100000 × scale), BENCH_CUSTOMERS
// (2000 × scale), BENCH_NOTES (200000 × scale), BENCH_REPEAT (40 timed requests per list), BENCH_SECONDS (10), BENCH_CONNECTIONS (8),
// BENCH_RATE (50 req/s offered), BENCH_TARGET (dist | headless: the API without Next, no /dashboard),
// BENCH_PORT (3203), BENCH_DATA_DIR (/tmp/h3-data), BENCH_SLOW_MS (30: lists above this p95 get EXPLAIN ANALYZE),
// BENCH_LISTS (a regular expression: time only the lists whose "kind label (role)" matches; the load passes still
// run), BENCH_KEEP_DB (1: keep the filled database and print its name), BENCH_REUSE_DB (a database a run kept:
// skip the fill; it is kept too).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ORDER_FILTERS, ORDER_KINDS, ORDER_ORDERING, ORDERS_PAGE_SIZE } from '../lib/contract/orders.ts';
import { scaleArg } from './bulk-load.mjs';
import { barePool, waitForHealth } from './lib.mjs';
import { benchIds, fillOrders } from './orders-data.mjs';
import { closedLoop, get, openLoop, percentiles, sequential, shuffled } from './orders-measure.mjs';
import { startCapture } from './orders-pg-capture.mjs';

const env = process.env;
const serverUrl = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scale = scaleArg();
const cars = Number(env.BENCH_CARS ?? Math.round(100_000 * scale));
const customers = Number(env.BENCH_CUSTOMERS ?? Math.round(2000 * scale));
const notes = Number(env.BENCH_NOTES ?? Math.round(200_000 * scale));
const repeat = Number(env.BENCH_REPEAT ?? 40);
const seconds = Number(env.BENCH_SECONDS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 8);
const rate = Number(env.BENCH_RATE ?? 50);
const slowMs = Number(env.BENCH_SLOW_MS ?? 30);
const port = Number(env.BENCH_PORT ?? 3203);
const capturePort = port + 40_000;
const barePort = port + 40_010;
const target = env.BENCH_TARGET ?? (existsSync('dist/server.js') ? 'dist' : 'headless');
const PASSWORD = 'bench-password-1!';
const reuse = env.BENCH_REUSE_DB;
let keep = Boolean(reuse); // a fresh database is kept (BENCH_KEEP_DB=1) only once it is filled
const only = env.BENCH_LISTS ? new RegExp(env.BENCH_LISTS) : null;
const dbName = reuse ?? `bench_orders_${process.pid}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const base = `http://127.0.0.1:${port}`;

async function admin(sql, url = serverUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

let app;
let dataDir;
function startApp(databaseUrl) {
  mkdirSync(env.BENCH_DATA_DIR ?? '/tmp/h3-data', { recursive: true });
  dataDir ??= mkdtempSync(path.join(env.BENCH_DATA_DIR ?? '/tmp/h3-data', 'bench-orders-'));
  const args = target === 'dist' ? ['dist/server.js'] : ['--import', 'tsx', 'bench/app-headless.ts'];
  const { SEED: _seed, ...rest } = env;
  app = spawn(process.execPath, args, {
    env: {
      ...rest,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      THROTTLE_MULTIPLIER: '1000',
      ACCESS_TOKEN_MINUTES: '600',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // Decision 075's background renders would share the CPU being measured.
      RENDER_PAGES_AHEAD: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitForHealth(`${base}/api/health/`, 600_000);
}
async function stopApp() {
  if (!app) return;
  const exited = new Promise((r) => app.once('exit', r));
  app.kill('SIGTERM');
  await exited;
  app = undefined;
}

async function login(email) {
  const res = await fetch(`${base}/api/usermgmt/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

/** A value for every lookup the dashboard filters on (throws on a new one, so the bench never skips a filter). */
function lookupValues(ids, sample) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    id_number__icontains: '-0012',
    vin__icontains: sample.vin.slice(2, 8),
    year__gte: '2022',
    year__lte: '2014',
    date__gte: day(-30),
    date__lte: day(-600),
    dealer_state__icontains: 'tx',
    car_location__icontains: 'ware',
    title_status__icontains: 'dmv',
    sales_rep_id: String(ids.staffId),
    customer_type: 'dealer',
    customer_id: String(ids.customerId),
    stage: 'in transit',
    is_done: 'false',
    is_flagged: 'true',
    payment_status: 'partial',
    towing_status__iexact: 'towing in progress',
    warehouse_id: '2',
    container_number__icontains: '00123',
    booking_number__icontains: '7919',
    shipping_company__icontains: 'maersk',
    loading_port__warehouse__icontains: 'houston',
    status: 'in transit',
  };
}

/** Every list the dashboard asks for, per kind: as a superuser, and a customer's and a staff member's own view. */
async function catalog(tokens, values) {
  const auth = (role) => ({ authorization: `Bearer ${tokens[role]}` });
  const lists = [];
  for (const kind of ORDER_KINDS) {
    const path0 = `${base}/api/v2/orders/${kind}/`;
    const add = (label, role, query = '') =>
      lists.push({ kind, label, role, url: `${path0}${query}`, headers: auth(role) });
    add('default', 'superuser');
    for (const lookup of ORDER_FILTERS[kind]) {
      if (!(lookup in values)) throw new Error(`no bench value for ${kind} lookup ${lookup}`);
      add(lookup, 'superuser', `?${lookup}=${encodeURIComponent(values[lookup])}`);
    }
    for (const ordering of ORDER_ORDERING[kind].slice(1))
      add(`ordering=${ordering}`, 'superuser', `?ordering=${ordering}`);
    const first = await get(`${path0}`, auth('superuser'), true);
    const count = first.status === 200 ? JSON.parse(first.body).count : 0;
    const deep = Math.max(2, Math.floor((count / ORDERS_PAGE_SIZE) * 0.9));
    add(`page=${deep}`, 'superuser', `?page=${deep}`);
    for (const role of ['staff', 'customer']) {
      const own = await get(path0, auth(role));
      if (own.status === 200) add(`${role}'s list`, role);
    }
  }
  lists.push({
    kind: 'overview',
    label: "customer's overview",
    role: 'customer',
    url: `${base}/api/v2/orders/overview/`,
    headers: auth('customer'),
  });
  return lists;
}

const fmt = (n, w = 8) => String(Number.isFinite(n) ? (n >= 100 ? Math.round(n) : n.toFixed(1)) : '-').padStart(w);
const row = (name, r, extra = '') =>
  `${name.padEnd(58)}${fmt(r.p50)}${fmt(r.p95)}${fmt(r.p99)}${fmt(r.rps)}${String(r.errors ?? 0).padStart(7)}${extra}`;
const header = (title) =>
  `\n${title}\n${'list'.padEnd(58)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'req/s'.padStart(8)}${'errors'.padStart(7)}`;

/** The bare baseline: node:http + pg running the statements the app ran for one list, answering their rows. */
function bareServer(statements) {
  const pool = barePool(dbUrl);
  const server = createServer(async (_req, res) => {
    try {
      let rows = [];
      for (const s of statements) rows = (await pool.query(s.sql, s.params)).rows;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ count: rows.length, next: null, previous: null, results: rows }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  return { server, pool };
}

const reads = (statements) => statements.filter((s) => /^\s*(select|with)\b/i.test(s.sql));

/**
 * PostgreSQL's own CPU time for each list's statements, replayed `times` times on one connection with parallel
 * workers off (one core's work): read from /proc for the backend process, so it barely moves with the machine's
 * load, unlike wall-clock latency. Only when PostgreSQL runs on this machine; otherwise null.
 */
async function pgCpu(lists, statementsOf, times = 5) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    const stat = `/proc/${rows[0].pid}/schedstat`;
    if (!existsSync(stat)) return null;
    // The first field: nanoseconds this process has run on a CPU.
    const ns = () => Number(readFileSync(stat, 'utf8').split(' ')[0]);
    await client.query('set max_parallel_workers_per_gather = 0');
    const out = new Map();
    for (const list of lists) {
      const statements = statementsOf.get(list) ?? [];
      for (const st of statements) await client.query(st.sql, st.params); // warm
      const before = ns();
      for (let i = 0; i < times; i += 1) for (const st of statements) await client.query(st.sql, st.params);
      out.set(list, (ns() - before) / 1e6 / times);
    }
    return out;
  } finally {
    await client.end();
  }
}

try {
  const client = new pg.Client({ connectionString: dbUrl });
  const filled = performance.now();
  let ids;
  if (reuse) {
    console.log(`reusing ${dbName} (migrating it to this branch's schema)`);
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: 'server/db/migrations' });
    ids = await benchIds(client);
  } else {
    console.log(`creating ${dbName} and filling ${cars} car sales, ${customers} customers, ${notes} notes …`);
    await admin(`CREATE DATABASE "${dbName}"`);
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: 'server/db/migrations' });
    ids = await fillOrders(client, { cars, customers, notes, passwordHash: await hash(PASSWORD) });
    await client.query('VACUUM ANALYZE');
    keep = env.BENCH_KEEP_DB === '1';
  }
  const counts = (
    await client.query(`select (select count(*) from car_sales) sales, (select count(*) from containers) containers,
      (select count(*) from balance_reports) ledger, (select count(*) from record_notes) notes,
      (select count(*) from note_reads) reads`)
  ).rows[0];
  const [sample] = (await client.query('select vin from car_sales where id = (select max(id) / 2 from car_sales)'))
    .rows;
  await client.end();
  console.log(
    `filled in ${((performance.now() - filled) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}; target ${target}`,
  );

  // Capture pass: the app talks to PostgreSQL through the recording proxy; each list is asked once.
  const capture = await startCapture(capturePort);
  await startApp(Object.assign(new URL(dbUrl), { port: String(capturePort) }).toString());
  let tokens = {
    superuser: await login('bench-admin@bench.local'),
    staff: await login(`bench-staff-1@bench.local`),
    customer: await login(`bench-customer-1@bench.local`),
  };
  const values = lookupValues(ids, sample);
  const lists = await catalog(tokens, values);
  const statementsOf = new Map();
  for (const list of lists) {
    capture.statements.length = 0;
    const r = await get(list.url, list.headers, true);
    list.status = r.status;
    list.count = r.status === 200 ? (JSON.parse(r.body).count ?? '-') : r.body.slice(0, 120);
    statementsOf.set(list, reads(capture.statements));
  }
  await stopApp();
  await capture.close();

  // PostgreSQL's CPU per list (load-independent): the slowest first.
  const cpu = await pgCpu(
    lists.filter((l) => l.status === 200),
    statementsOf,
  );
  if (cpu) {
    const ranked = [...cpu].sort((a, b) => b[1] - a[1]);
    console.log(`\nPostgreSQL CPU per request (ms, mean of 5 replays, parallel workers off), the 40 highest:`);
    for (const [list, ms] of ranked.slice(0, 40))
      console.log(`${`${list.kind} ${list.label} (${list.role})`.padEnd(58)}${fmt(ms)}  n=${list.count}`);
    const values = [...cpu.values()];
    console.log(
      `over ${values.length} lists: median ${percentiles(values).p50.toFixed(1)} ms, ${values.filter((v) => v > 10).length} above 10 ms`,
    );
  }

  // Timed passes: the app straight on PostgreSQL.
  await startApp(dbUrl);
  tokens = {
    superuser: await login('bench-admin@bench.local'),
    staff: await login(`bench-staff-1@bench.local`),
    customer: await login(`bench-customer-1@bench.local`),
  };
  for (const list of lists) list.headers = { authorization: `Bearer ${tokens[list.role]}` };
  const ok = lists.filter((l) => l.status === 200);
  const failed = lists.filter((l) => l.status !== 200);

  console.log(
    header(`each list alone: ${repeat} requests one at a time, Cache-Control: no-cache (${ok.length} lists)`),
  );
  const slow = [];
  for (const list of ok) {
    if (only && !only.test(`${list.kind} ${list.label} (${list.role})`)) continue;
    list.result = await sequential(list, { repeat });
    const name = `${list.kind} ${list.label} (${list.role})`;
    console.log(row(name, list.result, `  n=${list.count}${list.result.p95 > slowMs ? '  SLOW' : ''}`));
    if (list.result.p95 > slowMs) slow.push(list);
  }
  for (const list of failed)
    console.log(`${`${list.kind} ${list.label} (${list.role})`.padEnd(58)}  HTTP ${list.status} ${list.count}`);

  const timedLists = ok.filter((l) => l.result);
  const all = percentiles(timedLists.map((l) => l.result.p95));
  // Seeded below every p95 (a NaN seed compares false with all of them and was printed as the worst).
  const worst = timedLists.reduce((a, b) => (b.result.p95 > a.result.p95 ? b : a), {
    kind: 'no list',
    label: 'timed',
    result: { p95: -Infinity },
  });
  console.log(
    `\np95 over lists: median ${all.p50.toFixed(1)} ms, worst ${worst.result.p95.toFixed(1)} ms; ${slow.length} of ${timedLists.length} above ${slowMs} ms`,
  );

  // The baseline list: the customer's summary reports (the dashboard's main list), else the first list.
  const reference = ok.find((l) => l.kind === 'summaryreports' && l.role === 'customer') ?? ok[0];
  const { server: bare, pool } = bareServer(statementsOf.get(reference));
  await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));
  const bareTarget = { url: `http://127.0.0.1:${barePort}/`, headers: {} };
  const mix = shuffled(ok);
  const loads = [
    ['one list, one at a time: app', await sequential(reference, { repeat: repeat * 3 })],
    ['one list, one at a time: bare node:http + pg', await sequential(bareTarget, { repeat: repeat * 3 })],
    [`one list, ${connections} connections: app`, await closedLoop([reference], { connections, seconds })],
    [`one list, ${connections} connections: bare`, await closedLoop([bareTarget], { connections, seconds })],
    [`one list at ${rate} req/s offered: app`, await openLoop([reference], { rate, seconds })],
    [`one list at ${rate} req/s offered: bare`, await openLoop([bareTarget], { rate, seconds })],
    [`mix of ${mix.length} lists, ${connections} connections: app`, await closedLoop(mix, { connections, seconds })],
    [`mix of ${mix.length} lists at ${rate} req/s offered: app`, await openLoop(mix, { rate, seconds })],
  ];
  bare.close();
  await pool.end();
  console.log(
    header(
      `load (reference list: ${reference.kind} ${reference.label}, ${statementsOf.get(reference).length} SQL statements)`,
    ),
  );
  for (const [name, r] of loads) console.log(row(name, r));
  const [appAlone, bareAlone, appPeak, barePeak] = loads.map(([, r]) => r);
  console.log(
    `\napp / bare peak throughput on the reference list: ${((appPeak.rps / barePeak.rps) * 100).toFixed(1)}%`,
  );
  let dashboard = null;

  if (target === 'dist') {
    // The page as a signed-in customer's browser asks for it (the token cookie), after the trailing-slash redirect.
    const headers = { cookie: `token=${tokens.customer}` };
    let page = `${base}/dashboard`;
    let first = await get(page, headers);
    if (first.status >= 300 && first.status < 400 && first.headers.location) {
      page = new URL(first.headers.location, base).toString();
      first = await get(page, headers, true);
    }
    const ttfb = [];
    for (let i = 0; i < repeat; i += 1) ttfb.push((await get(page, headers)).ttfb);
    const t = percentiles(ttfb);
    dashboard = { ...t, ok: first.status === 200 };
    const where = page.replace(base, '');
    console.log(
      `\ncustomer's ${where} (HTTP ${first.status}${first.status === 200 ? '' : ': NOT the page'}), time to first byte: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms (target < 200 ms)`,
    );
  } else console.log('\n/dashboard not measured: BENCH_TARGET=headless has no Next (build and use dist).');
  await stopApp();

  // Issue 12's targets against what this run measured, with the bare baseline of the same run.
  const verdict = (met) => (met ? 'met' : 'MISSED');
  console.log(
    [
      `\ntargets (issue 12) at ${Number(counts.sales).toLocaleString('en')} car sales, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}:`,
      `  every list p95 < ${slowMs} ms: worst ${worst.result.p95.toFixed(1)} ms (${worst.kind} ${worst.label}), ` +
        `${slow.length} of ${timedLists.length} over, median ${all.p50.toFixed(1)} ms — ${verdict(!slow.length)}`,
      dashboard
        ? `  customer's /dashboard first byte < 200 ms: p95 ${dashboard.p95.toFixed(1)} ms — ${verdict(dashboard.ok && dashboard.p95 < 200)}`
        : "  customer's /dashboard: not measured (headless target)",
      `  reference list one at a time, p95: app ${appAlone.p95.toFixed(1)} ms, bare ${bareAlone.p95.toFixed(1)} ms ` +
        `(${(appAlone.p95 / bareAlone.p95).toFixed(1)}×); peak app / bare ${((appPeak.rps / barePeak.rps) * 100).toFixed(0)}%`,
    ].join('\n'),
  );

  // The plans of the slow lists: every SELECT the request ran, slowest first, with EXPLAIN ANALYZE.
  if (slow.length) {
    const explain = new pg.Client({ connectionString: dbUrl });
    await explain.connect();
    const out = [];
    for (const list of slow) {
      out.push(
        `\n=== ${list.kind} ${list.label} (${list.role}): p95 ${list.result.p95.toFixed(1)} ms — ${list.url.replace(base, '')}`,
      );
      const plans = [];
      for (const s of statementsOf.get(list)) {
        const { rows } = await explain.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params);
        const text = rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push([Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? 0), s, text]);
      }
      plans.sort((a, b) => b[0] - a[0]);
      for (const [ms, s, text] of plans.slice(0, 2))
        out.push(
          `-- ${ms.toFixed(1)} ms: ${s.sql.replace(/\s+/g, ' ')}\n-- params ${JSON.stringify(s.params)}\n${text}`,
        );
    }
    await explain.end();
    const file = path.join(env.BENCH_DATA_DIR ?? '/tmp/h3-data', `orders-explain-${process.pid}.txt`);
    writeFileSync(file, out.join('\n'));
    console.log(`\nEXPLAIN ANALYZE of the ${slow.length} lists above ${slowMs} ms p95: ${file}`);
  }
} finally {
  await stopApp();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (keep) console.log(`kept database ${dbName} (drop it when done: DROP DATABASE "${dbName}")`);
  else await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}
