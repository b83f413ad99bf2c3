// Socket benchmark (issue 5): 2,000 concurrent sockets on one app instance, messages at a fixed 500/s with
// send → delivered latency at every receiver, then a closed-loop fan-out throughput run; the same against a minimal
// socket.io server (bench/socketio-server.mjs) doing the same broadcast without a database, and with one INSERT per
// message, printed side by side with ratios. Needs PostgreSQL (a throwaway database is created and dropped).
//
// Socket mix (defaults): 1,000 anonymous visitors with a support chat each; every visitor has the chat socket open
// (1,000); 8 staff have 800 of those chats open (800 staff chat sockets, 100 each) and their bell (8 notification
// sockets: each hears every message of a chat nobody is assigned to); 192 visitors also have their bell open.
// Senders: 250 chats, each writing 2 messages/s at 500/s in all, the visitor and the staff member in turn.
// Every message reaches 2 chat sockets (the sender's echo included), 8 staff bells and, for a staff message in a
// chat whose visitor has the bell open, 1 visitor bell. Before the runs each sender writes once (staff join the chat).
//
// App server: dist/server.js when it and a production Next build exist (BENCH_APP=dist), otherwise bench/app-headless.ts
// (server.ts without Next: the same API and socket modules) under `node --import tsx` (BENCH_APP=headless).
// Env: BENCH_PG (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS=redis://… (the app's bus),
// BENCH_TARGETS (default app,socketio,socketio-db), BENCH_RATE (500), BENCH_SECONDS (20), BENCH_FANOUT_SECONDS (10),
// BENCH_WORKERS (3 client processes), BENCH_WINDOW (messages in flight per sender in the fan-out run, 2),
// BENCH_APP_NODE_ARGS (extra node flags for the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), BENCH_PORT (the app's
// port, socket.io's the next one; free ports by default), BENCH_DB_PREFIX (the throwaway database's name prefix,
// bench_sockets_).
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { followBackendCpu, freePort, procCpuMs, waitForHealth } from './lib.mjs';

const env = process.env;
const serverUrl = env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.BENCH_REDIS;
const targets = (env.BENCH_TARGETS ?? 'app,socketio,socketio-db').split(',');
const rate = Number(env.BENCH_RATE ?? 500);
const seconds = Number(env.BENCH_SECONDS ?? 20);
const fanoutSeconds = Number(env.BENCH_FANOUT_SECONDS ?? 10);
const workerCount = Number(env.BENCH_WORKERS ?? 3);
const window = Number(env.BENCH_WINDOW ?? 2);
const CHATS = 1000;
const STAFF = 8;
const STAFF_CHAT_SOCKETS = 800;
const VISITOR_BELLS = 192;
const SENDER_CHATS = 250;
const DEMO_PASSWORD = 'demo1234!';
const appMode =
  env.BENCH_APP ??
  (existsSync('dist/server.js') && existsSync(path.join(env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))
    ? 'dist'
    : 'headless');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function admin(sql, url = serverUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The bench database's own counters (pg_stat_database): commits and the time its sessions spent running statements
 * (`active_time`, PostgreSQL ≥ 14), whoever else uses the server. Backends report them at most once a second, so a
 * reading is taken after the phase has drained and gone quiet.
 */
async function pgStats(databaseUrl) {
  // An idle backend with unreported counters reports them within 10 s (PGSTAT_IDLE_INTERVAL); the phase has been
  // quiet for 5 s when this is called (drain).
  await sleep(6500);
  const { rows } = await admin(
    `select xact_commit + xact_rollback as xacts, active_time from pg_stat_database where datname = current_database()`,
    databaseUrl,
  );
  return { xacts: Number(rows[0].xacts), activeMs: Number(rows[0].active_time) };
}

// ---- process accounting from /proc (Linux) ----
function rssMb(pid) {
  if (!existsSync(`/proc/${pid}/status`)) throw new Error(`the server (pid ${pid}) has exited`);
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}
function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += procCpuMs(pid);
    } catch {
      // gone
    }
  }
  return total;
}
function machineBusy() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = f[3] + f[4];
  return { idle, total: f.reduce((a, b) => a + b, 0) };
}
async function clientCpuMs(workers) {
  const counts = await Promise.all(workers.map((w) => w.ask({ type: 'count' })));
  return counts.reduce((a, c) => a + c.cpuMs, 0);
}
/** Starts measuring; the returned function gives CPU use in cores (1 = one core busy) and the peak server RSS. */
async function meter(pid, workers, databaseUrl) {
  const start = {
    t: Date.now(),
    cpu: procCpuMs(pid),
    pg: postgresCpuMs(),
    // The bench database's backends only (other databases on the server are not counted).
    stopBackends: await followBackendCpu(async (text) => (await admin(text, databaseUrl)).rows, 1000),
    machine: machineBusy(),
    clients: await clientCpuMs(workers),
  };
  let peakRss = rssMb(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 500);
  return async () => {
    clearInterval(sampler);
    const clients = await clientCpuMs(workers);
    const ms = Date.now() - start.t;
    const backends = await start.stopBackends();
    const m = machineBusy();
    const use = {
      serverCpu: (procCpuMs(pid) - start.cpu) / ms,
      pgCpu: (postgresCpuMs() - start.pg) / ms,
      backendCpuMs: backends.cpuMs,
      backendsOpened: backends.opened,
      clientCpu: (clients - start.clients) / ms,
      machineCpu: (1 - (m.idle - start.machine.idle) / (m.total - start.machine.total)) * cpus().length,
      peakRss,
    };
    return { ...use, otherCpu: Math.max(0, use.machineCpu - use.serverCpu - use.pgCpu - use.clientCpu) };
  };
}

// ---- the client processes ----
function startWorkers() {
  return Promise.all(
    Array.from({ length: workerCount }, () => {
      const child = fork(path.join(import.meta.dirname, 'sockets-client.mjs'), {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const waiting = [];
      child.on('message', (m) => waiting.shift()?.(m));
      const worker = {
        child,
        next: () => new Promise((r) => waiting.push(r)),
        send: (m) => child.send(m),
        ask: (m) => {
          const p = worker.next();
          child.send(m);
          return p;
        },
      };
      return worker.next().then(() => worker);
    }),
  );
}

/** The socket mix as specs: idx, kind, chat, user, token, staff, uniqueId, firstName. */
function topology(visitors, staff) {
  const specs = [];
  const add = (s) => specs.push({ idx: specs.length, ...s });
  visitors.forEach((v) =>
    add({
      kind: 'chat',
      chat: v.chat,
      user: v.id,
      token: v.token,
      staff: false,
      firstName: v.firstName,
      uniqueId: v.uniqueId,
    }),
  );
  for (let i = 0; i < STAFF_CHAT_SOCKETS; i++) {
    const s = staff[i % STAFF];
    add({
      kind: 'chat',
      chat: visitors[i].chat,
      user: s.id,
      token: s.token,
      staff: true,
      firstName: s.firstName,
      uniqueId: s.uniqueId,
    });
  }
  staff.forEach((s) =>
    add({
      kind: 'notifications',
      user: s.id,
      token: s.token,
      staff: true,
      firstName: s.firstName,
      uniqueId: s.uniqueId,
    }),
  );
  for (let i = 0; i < VISITOR_BELLS; i++) {
    const v = visitors[i];
    add({
      kind: 'notifications',
      user: v.id,
      token: v.token,
      staff: false,
      firstName: v.firstName,
      uniqueId: v.uniqueId,
    });
  }
  // Senders: visitor and staff chat sockets of the first SENDER_CHATS chats, interleaved.
  const senders = [];
  for (let i = 0; i < SENDER_CHATS; i++) senders.push(i, CHATS + i);
  /** Deliveries one message from sender socket idx should make. */
  const expected = (idx) => {
    const staffSender = idx >= CHATS;
    const chatIndex = staffSender ? idx - CHATS : idx;
    return 2 + STAFF + (staffSender && chatIndex < VISITOR_BELLS ? 1 : 0);
  };
  return { specs, senders, expected };
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Waits until `expected` deliveries arrived or none arrived for 5 s (60 s at most); returns how long it waited. */
async function drain(workers, expectedOf) {
  const started = Date.now();
  let last = -1;
  let lastChange = Date.now();
  while (Date.now() - started < 60_000) {
    const counts = await Promise.all(workers.map((w) => w.ask({ type: 'count' })));
    const received = counts.reduce((a, c) => a + c.received, 0);
    if (expectedOf !== undefined && received >= expectedOf) break;
    if (received !== last) {
      last = received;
      lastChange = Date.now();
    } else if (Date.now() - lastChange > 5000) break;
    await sleep(250);
  }
  return Date.now() - started;
}

async function collect(workers) {
  const reports = await Promise.all(workers.map((w) => w.ask({ type: 'collect' })));
  const latencies = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sentBy = Object.assign({}, ...reports.map((r) => r.sentBy));
  return {
    latencies,
    received: reports.reduce((a, r) => a + r.received, 0),
    receivedInWindow: reports.reduce((a, r) => a + r.receivedInWindow, 0),
    errors: reports.reduce((a, r) => a + r.errors, 0),
    sentBy,
    clientCpuMs: reports.reduce((a, r) => a + r.cpuMs, 0),
  };
}

/** Opens the sockets, warms up, runs the fixed-rate and the fan-out measurements against one server. */
async function measure(name, target, base, serverPid, topo, databaseUrl) {
  const workers = await startWorkers();
  try {
    const share = workers.map(() => []);
    topo.specs.forEach((s) => share[s.idx % workers.length].push(s));
    const t0 = Date.now();
    const opened = await Promise.all(workers.map((w, i) => w.ask({ type: 'open', target, base, specs: share[i] })));
    const open = opened.reduce((a, o) => a + o.opened, 0);
    const failed = opened.reduce((a, o) => a + o.failed, 0);
    console.log(
      `[${name}] ${open} sockets open (${failed} failed) in ${((Date.now() - t0) / 1000).toFixed(1)} s; server RSS ${rssMb(serverPid).toFixed(0)} MB`,
    );
    const sendersOf = (w) => topo.senders.filter((idx) => idx % workers.length === w);

    // Warm-up: every sender writes once (staff join their chats), then a short fixed-rate run warms the JITs.
    workers.forEach((w, i) => w.send({ type: 'fanout', tag: 'w', senders: sendersOf(i), window: 1, seconds: 0 }));
    await drain(workers);
    await collect(workers);
    workers.forEach((w, i) =>
      w.send({
        type: 'rate',
        tag: 'j',
        senders: sendersOf(i),
        rate: (rate / 2) * (sendersOf(i).length / topo.senders.length),
        seconds: 3,
      }),
    );
    await sleep(3000);
    await drain(workers);
    await collect(workers);
    // A live site's tables have statistics and a visibility map: the warm-up's rows are analysed here, so neither an
    // autovacuum of them nor a plan made for the empty tables falls inside the measurement.
    if (databaseUrl) await admin('VACUUM ANALYZE', databaseUrl);
    const idleRss = rssMb(serverPid);

    // Fixed rate.
    const rateStart = await pgStats(databaseUrl);
    let stop = await meter(serverPid, workers, databaseUrl);
    workers.forEach((w, i) =>
      w.send({
        type: 'rate',
        tag: 'r',
        senders: sendersOf(i),
        rate: rate * (sendersOf(i).length / topo.senders.length),
        seconds,
      }),
    );
    await sleep(seconds * 1000);
    const rateUse = await stop();
    const rateDrain = await drain(workers);
    const fixed = await collect(workers);
    const sent = Object.values(fixed.sentBy).reduce((a, b) => a + b, 0);
    const ratePg = await pgStats(databaseUrl);
    const expectedDeliveries = Object.entries(fixed.sentBy).reduce(
      (a, [idx, n]) => a + n * topo.expected(Number(idx)),
      0,
    );

    // Fan-out: closed loop, `window` messages in flight per sender.
    stop = await meter(serverPid, workers, databaseUrl);
    workers.forEach((w, i) =>
      w.send({ type: 'fanout', tag: 'f', senders: sendersOf(i), window, seconds: fanoutSeconds }),
    );
    await sleep(fanoutSeconds * 1000);
    const fanUse = await stop();
    await drain(workers);
    const fan = await collect(workers);
    const fanSent = Object.values(fan.sentBy).reduce((a, b) => a + b, 0);
    const fanPg = await pgStats(databaseUrl);
    const fanExpected = Object.entries(fan.sentBy).reduce((a, [idx, n]) => a + n * topo.expected(Number(idx)), 0);
    const result = {
      name,
      sockets: open,
      failed,
      idleRss,
      rate: {
        sent,
        received: fixed.received,
        expected: expectedDeliveries,
        errors: fixed.errors,
        p50: pct(fixed.latencies, 50),
        p95: pct(fixed.latencies, 95),
        p99: pct(fixed.latencies, 99),
        max: fixed.latencies.at(-1),
        ...rateUse,
        drainMs: rateDrain,
        pgMsPerMsg: (ratePg.activeMs - rateStart.activeMs) / sent,
        xactsPerMsg: (ratePg.xacts - rateStart.xacts) / sent,
      },
      fanout: {
        sent: fanSent,
        received: fan.received,
        expected: fanExpected,
        deliveriesPerSec: fan.receivedInWindow / fanoutSeconds,
        messagesPerSec: fanSent / fanoutSeconds,
        p50: pct(fan.latencies, 50),
        p99: pct(fan.latencies, 99),
        ...fanUse,
        pgMsPerMsg: (fanPg.activeMs - ratePg.activeMs) / fanSent,
        xactsPerMsg: (fanPg.xacts - ratePg.xacts) / fanSent,
      },
    };
    const r = result.rate;
    console.log(
      `[${name}] ${rate}/s: p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} max ${r.max.toFixed(1)} ms, ${r.received}/${r.expected} delivered;` +
        ` fan-out ${Math.round(result.fanout.deliveriesPerSec)} deliveries/s`,
    );
    return result;
  } finally {
    workers.forEach((w) => w.send({ type: 'close' }));
    await sleep(500);
  }
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([new Promise((r) => child.once('exit', r)), sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function json(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** 1,000 anonymous visitors with a support chat each, and STAFF logged-in staff accounts. */
async function setUpUsers(appBase, databaseUrl) {
  const visitors = new Array(CHATS);
  let next = 0;
  const lane = async () => {
    while (next < CHATS) {
      const i = next++;
      const firstName = `Visitor${i}`;
      const made = await json(`${appBase}/api/chats/anonymous/create-user/`, {
        first_name: firstName,
        phone: '+85517217919',
      });
      const chat = await json(`${appBase}/api/chats/anonymous/create-chat/`, {
        unique_id: made.user.unique_id,
        // Every chat starts with its first message (decision 054).
        content: 'Hello',
      });
      visitors[i] = { id: made.user.id, uniqueId: made.user.unique_id, token: made.access, chat: chat.id, firstName };
    }
  };
  await Promise.all(Array.from({ length: 16 }, lane));
  const { rows } = await admin(
    `select id, email, first_name, unique_id from users where (is_admin or is_superuser) and is_active and email is not null order by id limit ${STAFF}`,
    databaseUrl,
  );
  if (rows.length < STAFF) throw new Error(`the seed has only ${rows.length} staff accounts`);
  const staff = await Promise.all(
    rows.map(async (r) => {
      const tokens = await json(`${appBase}/api/usermgmt/token/`, { email: r.email, password: DEMO_PASSWORD });
      return { id: r.id, uniqueId: r.unique_id, token: tokens.access, firstName: r.first_name };
    }),
  );
  return { visitors, staff };
}

const loadAtStart = loadavg();
const dbName = `${env.BENCH_DB_PREFIX ?? 'bench_sockets_'}${Date.now()}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = dbUrl.toString();
const results = [];
let server;
let dataDir;
let topo;
try {
  await admin(`CREATE DATABASE "${dbName}"`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'autobridge-bench-sockets-'));
  const appPort = env.BENCH_PORT ? Number(env.BENCH_PORT) : await freePort();
  const appEnv = {
    ...env,
    NODE_ENV: 'production',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: 'true',
    SEED_CARS: '50',
    THROTTLE_MULTIPLIER: '1000',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (redisUrl) appEnv.REDIS_URL = redisUrl;
  else delete appEnv.REDIS_URL;
  const nodeArgs = (env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
  const args = [
    ...nodeArgs,
    ...(appMode === 'dist' ? ['dist/server.js'] : ['--import', 'tsx', 'bench/app-headless.ts']),
  ];
  server = spawn(process.execPath, args, { env: appEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  const appBase = `http://127.0.0.1:${appPort}`;
  console.log(
    `app: ${appMode === 'dist' ? 'dist/server.js' : 'bench/app-headless.ts (no Next build here)'} on PostgreSQL ${dbName}, bus ${redisUrl ? 'Redis' : 'in-process'}`,
  );
  await waitForHealth(`${appBase}/api/health/`, 300_000);
  const t0 = Date.now();
  const { visitors, staff } = await setUpUsers(appBase, databaseUrl);
  console.log(`${CHATS} visitors with chats and ${STAFF} staff logins in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  topo = topology(visitors, staff);
  if (targets.includes('app'))
    results.push(await measure('app', 'app', `ws://127.0.0.1:${appPort}`, server.pid, topo, databaseUrl));
  await stopProcess(server);
  for (const target of targets.filter((t) => t.startsWith('socketio'))) {
    const withDb = target === 'socketio-db';
    const sioPort = env.BENCH_PORT ? Number(env.BENCH_PORT) + 1 : await freePort();
    server = spawn(process.execPath, [path.join(import.meta.dirname, 'socketio-server.mjs')], {
      env: { ...env, PORT: String(sioPort), ...(withDb ? { BENCH_SIO_DB: databaseUrl } : {}) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(`http://127.0.0.1:${sioPort}/health`, 30_000).catch(() => undefined);
    if (server.exitCode !== null) throw new Error('the socket.io server did not start');
    results.push(
      await measure(
        withDb ? 'socket.io + INSERT' : 'socket.io',
        'socketio',
        `http://127.0.0.1:${sioPort}`,
        server.pid,
        topo,
        databaseUrl,
      ),
    );
    await stopProcess(server);
  }
} finally {
  await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
}

// ---- report ----
const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const pc = (n) => `${Math.round(n * 100)}%`;
const col = (s, w = 11) => String(s).padStart(w);
console.log(
  `\nmachine: ${cpus().length} cores shared by the server, PostgreSQL, ${workerCount} client processes (and anything else running);` +
    ` load average ${loadAtStart.map((n) => n.toFixed(2)).join(' ')} at the start, ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} at the end`,
);
console.log(
  `sockets: ${CHATS} visitor chat + ${STAFF_CHAT_SOCKETS} staff chat + ${STAFF} staff bell + ${VISITOR_BELLS} visitor bell = ${CHATS + STAFF_CHAT_SOCKETS + STAFF + VISITOR_BELLS}; senders: ${topo?.senders.length} chat sockets in ${SENDER_CHATS} chats; 10-11 deliveries a message`,
);
console.log(
  `\nfixed rate: ${rate} messages/s for ${seconds} s (latency = client send → frame received, at every receiver, ms)`,
);
console.log(
  [
    'target'.padEnd(20),
    ...[
      'sockets',
      'sent',
      'delivered',
      'expected',
      'p50',
      'p95',
      'p99',
      'max',
      'server',
      'postgres',
      'clients',
      'other',
      'RSS MB',
      'drain s',
      'pg cpu/msg',
      'pg ms/msg',
      'xacts/msg',
      'new conns',
    ].map((h) => col(h)),
  ].join(''),
);
for (const r of results) {
  const x = r.rate;
  console.log(
    [
      r.name.padEnd(20),
      col(r.sockets),
      col(x.sent),
      col(x.received),
      col(x.expected),
      col(f(x.p50)),
      col(f(x.p95)),
      col(f(x.p99)),
      col(f(x.max)),
      col(pc(x.serverCpu)),
      col(pc(x.pgCpu)),
      col(pc(x.clientCpu)),
      col(pc(x.otherCpu)),
      col(f(x.peakRss, 0)),
      col(f(x.drainMs / 1000)),
      col(f(x.backendCpuMs / x.sent, 3)),
      col(f(x.pgMsPerMsg, 3)),
      col(f(x.xactsPerMsg, 2)),
      col(x.backendsOpened ?? '-'),
    ].join(''),
  );
}
console.log(
  '(CPU in % of one core: the server process, all PostgreSQL processes, the client processes, everything else on the\n machine; drain: time after the last send until no frame arrived for 5 s, those 5 s included, 60 s at most)',
);
console.log(`\nfan-out: closed loop, ${window} messages in flight per sender, ${fanoutSeconds} s`);
console.log(
  [
    'target'.padEnd(20),
    ...[
      'msgs/s',
      'deliv/s',
      'delivered',
      'expected',
      'p50',
      'p99',
      'server',
      'postgres',
      'clients',
      'other',
      'RSS MB',
      'srv ms/msg',
      'pg cpu/msg',
      'pg ms/msg',
      'xacts/msg',
      'new conns',
    ].map((h) => col(h)),
  ].join(''),
);
for (const r of results) {
  const x = r.fanout;
  console.log(
    [
      r.name.padEnd(20),
      col(f(x.messagesPerSec, 0)),
      col(f(x.deliveriesPerSec, 0)),
      col(x.received),
      col(x.expected),
      col(f(x.p50)),
      col(f(x.p99)),
      col(pc(x.serverCpu)),
      col(pc(x.pgCpu)),
      col(pc(x.clientCpu)),
      col(pc(x.otherCpu)),
      col(f(x.peakRss, 0)),
      col(f((x.serverCpu * fanoutSeconds * 1000) / x.sent, 2)),
      col(f(x.backendCpuMs / x.sent, 3)),
      col(f(x.pgMsPerMsg, 3)),
      col(f(x.xactsPerMsg, 2)),
      col(x.backendsOpened ?? '-'),
    ].join(''),
  );
}
console.log(
  '(srv ms/msg: CPU time of the server process per message, the figure least disturbed by other load; pg cpu/msg: CPU\n' +
    " time of the bench database's PostgreSQL backends per message; pg ms/msg: time the bench\n" +
    " database's sessions spent running statements per message, and xacts/msg its commits per message, both from\n" +
    ' pg_stat_database, so other databases on the server do not count; new conns: backends of the bench database\n' +
    ' opened during the phase, whose start-up CPU is in pg cpu/msg)',
);
const app = results.find((r) => r.name === 'app');
const sio = results.find((r) => r.name === 'socket.io');
const sioDb = results.find((r) => r.name === 'socket.io + INSERT');
if (app && (sio || sioDb)) {
  console.log('\nratios (app ÷ other, fan-out deliveries/s):');
  if (sio)
    console.log(
      `  app / socket.io (no database):       ${f(app.fanout.deliveriesPerSec / sio.fanout.deliveriesPerSec, 2)}`,
    );
  if (sioDb)
    console.log(
      `  app / socket.io + one INSERT each:   ${f(app.fanout.deliveriesPerSec / sioDb.fanout.deliveriesPerSec, 2)}`,
    );
  console.log(
    '  The app stores every message before it fans out (a requirement: history, unread counts, read marks, the\n' +
      '  out-of-hours reply); the plain socket.io server stores nothing, so its row is the ceiling for the fan-out alone.\n' +
      '  "socket.io + INSERT" adds the least a storing server must do (one INSERT … RETURNING a message) for a fair\n' +
      '  comparison of the database step.',
  );
}
if (app) {
  // Issue 17's targets for the chat path.
  const verdict = (ok) => (ok ? 'meets' : 'misses');
  const delivered = app.rate.received === app.rate.expected;
  console.log('\ntargets (issue 17):');
  console.log(
    `  ${rate}/s: p99 ${f(app.rate.p99)} ms (≤ 50 ms), ${app.rate.received}/${app.rate.expected} delivered — ${verdict(app.rate.p99 <= 50 && delivered)}`,
  );
  for (const [label, x] of [
    ['fan-out run', app.fanout],
    [`${rate}/s`, app.rate],
  ]) {
    const cpu = x.backendCpuMs / x.sent;
    console.log(
      `  PostgreSQL per message, ${label}: statements ${f(x.pgMsPerMsg, 3)} ms, backend CPU ${f(cpu, 3)} ms, ${f(x.xactsPerMsg, 2)} commits (≤ 0.15 ms) — ${verdict(x.pgMsPerMsg <= 0.15)}`,
    );
  }
  if (sioDb) {
    const ratio = app.fanout.deliveriesPerSec / sioDb.fanout.deliveriesPerSec;
    console.log(
      `  fan-out ${f(ratio, 2)}× socket.io + INSERT (≥ 1.5×) — ${verdict(ratio >= 1.5)}; its PostgreSQL statements ${f(sioDb.fanout.pgMsPerMsg, 3)} ms, backend CPU ${f(sioDb.fanout.backendCpuMs / sioDb.fanout.sent, 3)} ms a message`,
    );
  }
}
