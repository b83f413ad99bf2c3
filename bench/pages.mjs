// Page benchmark: server-rendered pages (/cars/, a car page) and prerendered content pages (decision 063) against what
// the same server answers without rendering (robots.txt and a static script chunk), with gzip as browsers ask for it.
// Run `npm run build` first, then `node bench/pages.mjs`. Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS
// (default 10), SEED_CARS (default 2400), DATABASE_URL (optional), BENCH_PATHS (comma-separated, optional).
import { runLoad, startBuiltApp, waitForHealth } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = 3905;
const base = `http://localhost:${port}`;

const { stop: stopApp } = startBuiltApp(port);

try {
  await waitForHealth(`${base}/api/health/`, 600_000);
  const car = (await (await fetch(`${base}/api/cars/filter/?page_size=1`)).json()).results[0];
  const carsHtml = await (await fetch(`${base}/cars/`)).text();
  const chunk = carsHtml.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  const staticTargets = [
    ['/robots.txt (route, no render)', '/robots.txt'],
    ...(chunk ? [['static JS chunk', chunk]] : []),
  ];
  const pages = process.env.BENCH_PATHS?.split(',') ?? [
    '/privacy-policy/',
    '/buying/auction/',
    '/cars/',
    `/cars/${car.id}/`,
    '/cars/?make_name=Toyota&ordering=-price',
  ];
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
  for (const [, p] of [...staticTargets, ...pages.map((p) => [p, p])]) {
    for (let i = 0; i < 3; i += 1) await fetch(`${base}${p}`, { headers });
  }
  // A content page's first visit has it prerendered in the background; wait until it is answered from memory.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const p of pages) {
    const res = await fetch(`${base}${p}`, { headers });
    const how = res.headers.get('x-static-page')
      ? 'prerendered, from memory'
      : res.headers.get('x-page-store')
        ? 'from the stored renders'
        : 'rendered';
    console.log(`${p}: ${how}`);
  }

  console.log(`autocannon: ${connections} connections, ${seconds} s per target, gzip accepted\n`);
  const rows = [];
  for (const [name, p] of [...staticTargets, ...pages.map((p) => [p, p])]) {
    rows.push([name, await runLoad(`${base}${p}`, { connections, seconds, headers })]);
  }
  // The first content page rendered by Next as before decision 063 (a query string is never served from memory).
  rows.push([
    `${pages[0]}?x (rendered per request)`,
    await runLoad(`${base}${pages[0]}?x`, { connections, seconds, headers }),
  ]);
  // Rendered every time: Cache-Control: no-cache skips the anonymous page cache (decision 016), and a query string
  // the stored pages of decision 075 (bench/car-pages.mjs measures those).
  for (const p of pages.filter((p) => p.startsWith('/cars/')).slice(0, 2)) {
    const rendered = `${p}${p.includes('?') ? '&' : '?'}rendered`;
    rows.push([
      `${rendered} (no-cache: rendered)`,
      await runLoad(`${base}${rendered}`, {
        connections,
        seconds,
        headers: { ...headers, 'cache-control': 'no-cache' },
      }),
    ]);
  }
  // Ratios against the static chunk (the baseline), or the first target when the page has no chunk.
  const reference = rows[chunk ? 1 : 0][1].requests.average;
  const fmt = (n) => String(n).padStart(9);
  const pct = (n) => `${(n * 100).toFixed(1)}%`;
  console.log(
    `${'target'.padEnd(42)}${fmt('req/s')}${fmt('p50 ms')}${fmt('p99 ms')}${fmt('errors')}${fmt(chunk ? 'vs chunk' : 'vs first')}`,
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(42)}${fmt(Math.round(r.requests.average))}${fmt(r.latency.p50)}${fmt(r.latency.p99)}${fmt(r.errors + r.non2xx)}${fmt(pct(r.requests.average / reference))}`,
    );
  }
} finally {
  stopApp();
}
