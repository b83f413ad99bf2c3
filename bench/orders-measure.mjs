// Timing pieces of the orders bench: one keep-alive HTTP client, percentiles, and three ways to load a target —
// one request at a time (a query's own latency), N connections flat out (peak throughput) and a fixed offered rate
// (latency from each request's scheduled start, so a stall is not hidden by sending less: no coordinated omission).
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** GET `url`; resolves with the status, time to first byte, total time (ms) and, when `keep`, the body text. */
export function get(url, headers = {}, keep = false) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { 'cache-control': 'no-cache', ...headers } }, (res) => {
      const ttfb = performance.now() - started;
      const chunks = [];
      res.on('data', (c) => keep && chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          ttfb,
          ms: performance.now() - started,
          body: keep ? Buffer.concat(chunks).toString('utf8') : '',
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}

/** `repeat` requests one after another after `warm` untimed ones: the query's latency on an otherwise idle server. */
export async function sequential(target, { repeat, warm = 3 }) {
  for (let i = 0; i < warm; i += 1) await get(target.url, target.headers);
  const times = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < repeat; i += 1) {
    const r = await get(target.url, target.headers);
    if (r.status !== 200) errors += 1;
    times.push(r.ms);
  }
  const seconds = (performance.now() - started) / 1000;
  return { ...percentiles(times), rps: repeat / seconds, errors };
}

/** `connections` loops each sending the next request as soon as the last answered, for `seconds`. */
export async function closedLoop(targets, { connections, seconds }) {
  const times = [];
  let errors = 0;
  let i = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const target = targets[i++ % targets.length];
        const r = await get(target.url, target.headers).catch(() => ({ status: 0, ms: 0 }));
        if (r.status !== 200) errors += 1;
        times.push(r.ms);
      }
    }),
  );
  return { ...percentiles(times), rps: times.length / ((performance.now() - started) / 1000), errors };
}

/**
 * Requests started at `rate` per second whatever happens to the earlier ones; latency counts from the schedule. Also
 * this process's event-loop delay meanwhile (`lagP99`, `lagMax`, ms): a request sent late because the load generator
 * (or a server running in it) was busy counts its lateness, and the delay tells that part from the server's.
 * With `samples`, also each request's target, start (s into the run) and latency (ms), to see where a tail comes from.
 */
export async function openLoop(targets, { rate, seconds, samples = false }) {
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const startedAt = Date.now();
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const started = performance.now();
  const times = [];
  const kept = [];
  let errors = 0;
  const pending = [];
  for (let n = 0; n < total; n += 1) {
    const scheduled = started + n * interval;
    const wait = scheduled - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const target = targets[n % targets.length];
    pending.push(
      get(target.url, target.headers)
        .then((r) => {
          if (r.status !== 200) errors += 1;
          times.push(performance.now() - scheduled);
          if (samples) kept.push({ target, at: (scheduled - started) / 1000, ms: performance.now() - scheduled });
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(pending);
  lag.disable();
  return {
    ...percentiles(times),
    rps: times.length / ((performance.now() - started) / 1000),
    errors,
    lagP99: lag.percentile(99) / 1e6,
    lagMax: lag.max / 1e6,
    ...(samples ? { samples: kept, startedAt } : {}),
  };
}

/** A fixed shuffle (same order every run), so a mix is reproducible. */
export function shuffled(items, seed = 42) {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
