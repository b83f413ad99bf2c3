// The car listing bench's baseline: bare node:http + pg answering each listing URL with the very statements the app
// sent PostgreSQL for it (captured on the wire by bench/orders-pg-capture.mjs), the same count cache, and the same
// DRF page of cards (server/modules/cars: toCarCard, paginateBounded). No framework, no validation, no listing cache.
import { createServer } from 'node:http';
import { barePool } from './lib.mjs';

const PAGE_SIZE = 20;
// countCars (cars.repository.ts): exact up to 10,000, past it the sample's estimate rounded to two significant
// figures (decision 068); counts of 5,000 and more, exact or estimated, are reused for 10 s, and requests asking for one count at once share its statement.
const EXACT_UP_TO = 10_000;
const LARGE_COUNT = 5000;
const COUNT_TTL_MS = 10_000;

const isCount = (statement) => /^\s*select\s+count\(/i.test(statement.sql);

/** The URL without its page and ordering: the listing whose count a page shares (the app's count-cache key). */
function listingKey(pathAndQuery) {
  const url = new URL(pathAndQuery, 'http://x');
  for (const name of ['page', 'ordering', 'page_size']) url.searchParams.delete(name);
  url.searchParams.sort();
  return url.pathname + url.search;
}

/**
 * `captured`: Map of path+query → the SELECTs the app ran for it. A page whose count the app took from its count
 * cache has no count statement of its own: it gets its listing's.
 */
export function planBare(captured) {
  const countOf = new Map();
  for (const [url, statements] of captured) {
    const count = statements.find(isCount);
    if (count) countOf.set(listingKey(url), count);
  }
  const plans = new Map();
  for (const [url, statements] of captured) {
    const count = countOf.get(listingKey(url));
    // The page of cards is the last statement with a LIMIT; the app may run others meanwhile (its content pages are
    // rendered once at start, decision 063, and read the sales team).
    const page = statements.filter((s) => !isCount(s) && /\blimit\b/i.test(s.sql)).at(-1);
    if (count && page) plans.set(url, { count, page });
  }
  return plans;
}

const unitOf = (car) => (car.vehicle_type === 'boat' ? 'h' : car.country === 'KH' ? 'km' : 'mi');

/** A card from a row of the page statement (an array: Drizzle reads its columns by position, as here). */
function card(values, fields, origin) {
  const row = Object.fromEntries(fields.map((name, i) => [name, values[i]]));
  return {
    ...row,
    mileage_unit: unitOf(row),
    vehicle_name: `${row.year} ${row.make_name} ${row.model_name} ${row.trim_name}`.replace(/\s+/g, ' ').trim(),
    cover_image: row.cover_image ? new URL(row.cover_image, origin).toString() : null,
    vehicle_type: row.vehicle_type === 'boat' ? 'boat' : 'car',
    previous_price: row.previous_price === null ? null : Number(row.previous_price),
    auction_ends_at: row.auction_ends_at ? new Date(row.auction_ends_at).toISOString() : null,
  };
}

function pageLink(url, page) {
  const link = new URL(url);
  if (page === 1) link.searchParams.delete('page');
  else link.searchParams.set('page', String(page));
  return link.toString();
}

/**
 * Listens on 127.0.0.1:`port`; answers `{ close }`. Unknown URLs are a 404. `fields`: the card's columns in the order
 * the page statement selects them (the app's cards list them first, in that order).
 */
export async function startBare(databaseUrl, plans, fields, port, { prepared = false } = {}) {
  const pool = barePool(databaseUrl);
  // With `prepared`, each statement is a named prepared statement, parsed once per connection, as the app's repeated
  // statements are (decision 077): the baseline for what the protocol alone saves.
  const names = new Map();
  const config = (statement) => {
    const query = { text: statement.sql, values: statement.params, rowMode: 'array' };
    if (!prepared) return query;
    if (!names.has(statement.sql)) names.set(statement.sql, `b${names.size}`);
    return { ...query, name: names.get(statement.sql) };
  };
  const counts = new Map();
  const counting = new Map();
  let failures = 0;
  async function countNow(statement) {
    const { rows } = await pool.query(config(statement));
    const [n, sampled] = rows[0];
    return sampled === null
      ? { count: Number(n), estimate: false }
      : { count: Number(Math.max(sampled, EXACT_UP_TO + 1).toPrecision(2)), estimate: true };
  }
  // As the app's count cache: large counts kept COUNT_TTL_MS, and one statement for requests asking at the same time.
  async function count(statement) {
    const key = statement.sql + JSON.stringify(statement.params);
    const cached = counts.get(key);
    if (cached && cached.until > Date.now()) return cached.counted;
    let pending = counting.get(key);
    if (!pending) {
      pending = countNow(statement).finally(() => counting.delete(key));
      counting.set(key, pending);
    }
    const counted = await pending;
    if (counted.count >= LARGE_COUNT) counts.set(key, { counted, until: Date.now() + COUNT_TTL_MS });
    return counted;
  }
  const server = createServer(async (req, res) => {
    try {
      const plan = plans.get(req.url);
      if (!plan) {
        res.writeHead(404).end();
        return;
      }
      const origin = `http://${req.headers.host}`;
      const url = new URL(req.url, origin);
      // The bench asks for numbered pages only (page=last of an estimate counts exactly: another statement).
      const counted = await count(plan.count);
      const page = Number(url.searchParams.get('page') ?? 1);
      // The page statement reads one row more than the page: that row is the next page.
      const { rows } = await pool.query(config(plan.page));
      const body = JSON.stringify({
        count: counted.count,
        count_is_estimate: counted.estimate,
        next: rows.length > PAGE_SIZE ? pageLink(url, page + 1) : null,
        previous: page > 1 ? pageLink(url, page - 1) : null,
        results: rows.slice(0, PAGE_SIZE).map((row) => card(row, fields, origin)),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    } catch (error) {
      if (failures++ === 0) console.error('the bare server failed (first of its errors):', error);
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

// `node bench/cars-bare.mjs FILE`: serves the plans and fields FILE holds (JSON: { databaseUrl, port, plans: [[url,
// plan]…], fields }) until killed, so the bench can measure the baseline's own CPU apart from its load generator.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { readFileSync } = await import('node:fs');
  const { databaseUrl, port, plans, fields } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
  await startBare(databaseUrl, new Map(plans), fields, port);
  console.log('ready');
}
