// The parts bench's baseline: bare node:http + pg answering the cascade and the list with the same SQL and JSON as
// the API (skip scans; substrings turned into exact lists from the columns' values read once at start), no caches.
import { createServer } from 'node:http';
import { barePool } from './lib.mjs';

const LEVELS = ['make', 'year', 'model', 'engine', 'category', 'sub_category'];
const LISTS = ['makes', 'years', 'models', 'engines', 'categories', 'sub-categories'];
const TEXT = {
  make__icontains: 'make',
  model__icontains: 'model',
  engine__icontains: 'engine',
  category__icontains: 'category',
  sub_category__icontains: 'sub_category',
  name__icontains: 'name',
};
const CARD = `id, name, make, year, model, engine, category, sub_category, part_number, condition, price, stock, image,
  source`;

function skipScanSql(column, where) {
  const first = where.length ? where.join(' and ') : 'true';
  const rest = [...where, `${column} > found.v`].join(' and ');
  return `with recursive found(v) as (
      (select ${column} from parts where ${first} order by ${column} limit 1)
      union all
      select (select ${column} from parts where ${rest} order by ${column} limit 1) from found where found.v is not null
    ) select v from found where v is not null limit 1000`;
}

/** Listens on a free port of 127.0.0.1; answers `{ port, close }`. */
export async function startBare(databaseUrl) {
  const pool = barePool(databaseUrl);
  const vocabulary = {};
  for (const column of Object.values(TEXT)) {
    vocabulary[column] = (await pool.query(skipScanSql(column, []))).rows.map((r) => r.v);
  }

  async function cascade(segments, source) {
    const where = [];
    const values = [];
    segments.forEach((value, i) => {
      values.push(LEVELS[i] === 'year' ? Number(value) : value);
      where.push(`${LEVELS[i]} = $${values.length}`);
    });
    if (source) {
      values.push(source);
      where.push(`source = $${values.length}`);
    }
    const level = LEVELS[segments.length];
    const { rows } = await pool.query(skipScanSql(level, where), values);
    const list = rows.map((r) => String(r.v));
    return level === 'year'
      ? list.sort((a, b) => Number(b) - Number(a))
      : list.sort((a, b) => a.localeCompare(b, 'en'));
  }

  async function list(url, origin) {
    const where = [];
    const values = [];
    for (const [param, column] of Object.entries(TEXT)) {
      const term = url.searchParams.get(param)?.trim().toLowerCase();
      if (!term) continue;
      const matches = vocabulary[column].filter((v) => v.toLowerCase().includes(term));
      if (!matches.length) where.push('false');
      else {
        const first = values.length + 1;
        values.push(...matches);
        where.push(`${column} in (${matches.map((_, i) => `$${first + i}`).join(', ')})`);
      }
    }
    const year = url.searchParams.get('year__iexact');
    if (year) where.push(`year = $${values.push(Number(year))}`);
    const source = url.searchParams.get('source');
    if (source) where.push(`source = $${values.push(source)}`);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    // Counted as the API counts (decision 066): the parts per combination of the filtered columns, added up.
    const { rows: counted } = await pool.query(
      `select coalesce(sum(n), 0)::int as n from part_counts ${clause}`,
      values,
    );
    const count = counted[0].n;
    const page = Number(url.searchParams.get('page') || 1);
    // As Drizzle writes it: no OFFSET on the first page (a parameter there would hide "0" from the planner).
    const offset = page > 1 ? ` offset $${values.length + 1}` : '';
    // The page's ids first, then their rows, as the API reads them (decision 083).
    const { rows } = await pool.query(
      `select ${CARD} from parts where id in (select id from parts ${clause} order by id desc limit 20${offset})
       order by id desc`,
      page > 1 ? [...values, (page - 1) * 20] : values,
    );
    const link = (n) => {
      const next = new URL(url, origin);
      if (n === 1) next.searchParams.delete('page');
      else next.searchParams.set('page', String(n));
      return next.toString();
    };
    return {
      count,
      next: page * 20 < count ? link(page + 1) : null,
      previous: page > 1 ? link(page - 1) : null,
      results: rows.map((r) => ({ ...r, image: r.image ? new URL(r.image, origin).toString() : null })),
    };
  }

  const server = createServer(async (req, res) => {
    try {
      const origin = `http://${req.headers.host}`;
      const url = new URL(req.url, origin);
      const raw = req.url.split('?')[0].split('/').filter(Boolean);
      let body;
      if (raw[2] === 'all') body = await list(url, origin);
      else {
        const segments = raw
          .slice(3)
          .filter((_, i) => i % 2 === 0)
          .map(decodeURIComponent);
        if (raw.at(-1) !== LISTS[segments.length]) throw new Error(`not a cascade path: ${req.url}`);
        body = await cascade(segments, url.searchParams.get('source'));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: server.address().port,
    close: async () => {
      await new Promise((r) => server.close(r));
      await pool.end();
    },
  };
}
