// HTTP benchmark: the production server (seeded, embedded database) against a bare node:http server that
// answers the same JSON — the ceiling for this machine. Run `npm run build` first, then `npm run bench`.
// Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), SEED_CARS (default 2400), DATABASE_URL (optional).
import { createServer } from 'node:http';
import { runLoad, startBuiltApp, waitForHealth } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const appPort = 3901;
const barePort = 3902;

const { stop: stopApp } = startBuiltApp(appPort);

try {
  const health = await waitForHealth(`http://127.0.0.1:${appPort}/api/health/`);
  const bareBody = JSON.stringify(health);
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(bareBody);
  });
  await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));

  // Warm up every route once (JIT, Next's first render, database caches).
  for (const p of ['/api/health/', '/api/ads/', '/']) await fetch(`http://127.0.0.1:${appPort}${p}`);

  console.log(
    `autocannon: ${connections} connections, ${seconds} s per target, database ${health.database}, bus ${health.bus}\n`,
  );
  const baseline = await runLoad(`http://127.0.0.1:${barePort}/`, { connections, seconds });
  const rows = [['bare node:http (same JSON)', baseline]];
  for (const p of ['/api/health/', '/api/ads/', '/'])
    rows.push([p, await runLoad(`http://127.0.0.1:${appPort}${p}`, { connections, seconds })]);
  bare.close();

  const fmt = (n) => String(n).padStart(9);
  console.log(`${'target'.padEnd(28)}${fmt('req/s')}${fmt('p50 ms')}${fmt('p99 ms')}${fmt('errors')}${fmt('vs bare')}`);
  for (const [name, r] of rows) {
    const ratio = r.requests.average / baseline.requests.average;
    const errors = r.errors + r.non2xx;
    console.log(
      `${name.padEnd(28)}${fmt(Math.round(r.requests.average))}${fmt(r.latency.p50)}${fmt(r.latency.p99)}${fmt(errors)}${fmt(`${(ratio * 100).toFixed(1)}%`)}`,
    );
  }
} finally {
  stopApp();
}
