// The parts bench's load: a closed loop (peak throughput) and an open loop at a fixed offered rate, both recording
// every request's latency so p50/p95/p99 are exact (autocannon reports no p95). Both answer the raw samples.
import http from 'node:http';

function get(agent, url, headers) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

export function percentile(sorted, q) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Percentiles over every sample, and per request kind. */
export function summarise(samples, seconds) {
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byKind = {};
  for (const s of samples) (byKind[s.kind] ??= []).push(s.ms);
  const kinds = Object.fromEntries(
    Object.entries(byKind).map(([kind, list]) => {
      list.sort((a, b) => a - b);
      return [
        kind,
        { n: list.length, p50: percentile(list, 0.5), p95: percentile(list, 0.95), p99: percentile(list, 0.99) },
      ];
    }),
  );
  return {
    n: all.length,
    rps: all.length / seconds,
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    p99: percentile(all, 0.99),
    errors: samples.filter((s) => s.status !== 200).length,
    kinds,
  };
}

/** `connections` clients each sending the next target as soon as the last answer arrives, for `seconds`. */
export async function closedLoop(base, targets, { connections, seconds, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = [];
  let next = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const target = targets[next++ % targets.length];
        const started = performance.now();
        const status = await get(agent, base + target.path, headers);
        samples.push({ kind: target.kind, ms: performance.now() - started, status });
      }
    }),
  );
  agent.destroy();
  return samples;
}

/**
 * Requests sent on a fixed schedule (`rate` a second) whatever the server does, each timed from the moment it was
 * due, so a stall shows in the latencies instead of quietly lowering the offered load (no coordinated omission).
 */
export async function openLoop(base, targets, { rate, seconds, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const samples = [];
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const target = targets[i % targets.length];
    pending.push(
      get(agent, base + target.path, headers).then((status) =>
        samples.push({ kind: target.kind, ms: performance.now() - due, status }),
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return samples;
}
