// Shared pieces of the benchmark scripts: waiting for a server, one autocannon run.
import autocannon from 'autocannon';

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
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
