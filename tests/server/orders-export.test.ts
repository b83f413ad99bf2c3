// CSV export of a filtered list (decision 038): the rows are the list's rows in the list's order across every page,
// each viewer sees what the list shows them, text that a spreadsheet would run is defused, and the bound is said.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_KINDS, type OrderKind } from '@/lib/contract/orders';
import { mediaUrlFor } from '@/server/api/media-url';
import { carSales } from '@/server/db/schema';
import { csvCell, exportRecords } from '@/server/modules/orders/export.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, insertCar, type Role, type World } from './orders-fixtures';

let t: TestApp;
let w: World;

/** 27 more cars of customer A (two list pages and some), years 2000 to 2026 in a shuffled order. */
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  const refs = { warehouse: w.warehouse, port: w.port, company: w.company, container: w.container };
  for (let i = 0; i < 27; i++) {
    await insertCar(t.database.db, w.users.customerA, refs, {
      year: 2000 + ((i * 7) % 27),
      make: i % 4 ? 'Toyota' : 'Lexus',
    });
  }
});
afterAll(() => t.close());

/** RFC 4180: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const get = (path: string, role: Role) => t.request(`/api/v2/orders/${path}`, { token: w.tokens[role] });

async function csvOf(kind: OrderKind, query: string, role: Role) {
  const res = await get(`${kind}/export/${query}`, role);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  // The BOM Excel needs to read UTF-8.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rows] = parseCsv(new TextDecoder().decode(bytes.slice(3)));
  return { res, header, rows, col: (name: string) => rows.map((r) => r[header.indexOf(name)]) };
}

async function listIds(kind: OrderKind, query: string, role: Role): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${kind}/${query}${query ? '&' : '?'}page=${page}`, role);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { next: string | null; results: { id: number }[] };
    ids.push(...body.results.map((r) => String(r.id)));
    if (!body.next) return ids;
  }
}

describe('the rows', () => {
  it.each([
    ['carsales', '?year__gte=2003&ordering=year'],
    ['carsales', '?search=toyota&ordering=-date'],
    ['summaryreports', '?ordering=-updated_at'],
    ['loadingrecords', '?container_number__icontains=mscu'],
  ] as const)('%s%s: the list’s rows, in its order, from every page', async (kind, query) => {
    const listed = await listIds(kind, query, 'superuser');
    expect(listed.length).toBeGreaterThan(20);
    const { col } = await csvOf(kind, query, 'superuser');
    expect(col('id')).toEqual(listed);
  });

  it('a file named after the kind and the day, as an attachment, with the counts in headers', async () => {
    const { res, rows } = await csvOf('carsales', '', 'staff');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="carsales-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('x-export-rows')).toBe(String(rows.length));
    expect(res.headers.get('x-export-truncated')).toBe('false');
  });

  it('an empty list is a header line only', async () => {
    const { header, rows } = await csvOf('carsales', '?vin__icontains=NO-SUCH-VIN', 'staff');
    expect(header).toContain('car.vin');
    expect(rows).toEqual([]);
  });
});

describe('who sees what', () => {
  it("a customer's file has only their own cars, even when asking for another's", async () => {
    const own = await csvOf('carsales', '', 'customerB');
    expect(own.col('customer.id')).toEqual([String(w.users.customerB)]);
    const other = await csvOf('carsales', `?customer_id=${w.users.customerA}`, 'customerB');
    expect(other.rows).toEqual([]);
  });

  it('staff-only and superuser-only columns follow the role, as in the list', async () => {
    const customer = await csvOf('carsales', '', 'customerA');
    const staff = await csvOf('carsales', '', 'staff');
    const superuser = await csvOf('carsales', '', 'superuser');
    expect(customer.header).not.toContain('is_flagged');
    expect(customer.header).not.toContain('purchase_price');
    expect(staff.header).toEqual(expect.arrayContaining(['is_done', 'is_flagged']));
    expect(staff.header).not.toContain('purchase_price');
    expect(superuser.header).toContain('purchase_price');
    // Lists and per-viewer state are no columns.
    expect(superuser.header).not.toContain('notes');
    expect(superuser.header.some((h) => h.includes('unread'))).toBe(false);
  });

  it.each([
    ['containers', 'staff', 403],
    ['containers', 'customerA', 403],
    ['carspurchased', 'dealer', 403],
    ['carsales', 'dummy', 403],
    ['carsales', 'anonymous', 401],
  ] as const)('%s for %s: %i, as the list', async (kind, role, status) => {
    const listed = await get(`${kind}/`, role);
    const res = await get(`${kind}/export/`, role);
    expect(res.status).toBe(status);
    expect(listed.status).toBe(status);
  });

  it.each(ORDER_KINDS)('%s: a superuser can export it', async (kind) => {
    const { rows, header } = await csvOf(kind, '', 'superuser');
    expect(header[0]).toBe('id');
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it.each([
    ['carsales', '?year__gte=old'],
    ['carsales', '?customer_type=corporate'],
    ['towings', '?date__lte=yesterday'],
  ] as const)('%s%s: the same 400 as the list', async (kind, query) => {
    const listed = await get(`${kind}/${query}`, 'superuser');
    const res = await get(`${kind}/export/${query}`, 'superuser');
    expect(res.status).toBe(400);
    expect(listed.status).toBe(400);
    expect(await res.json()).toEqual(await listed.json());
  });
});

describe('cells', () => {
  it('defuses formulas and quotes commas, quotes and line breaks, in the file staff download', async () => {
    const db = t.database.db;
    await db
      .update(carSales)
      .set({ dealer_state: '=HYPERLINK("http://x","y")', lot_number: '+1 555', color: 'Red, "dark"\nmetal' })
      .where(eq(carSales.id, w.cars.B.sale));
    const { rows, header } = await csvOf('carsales', `?customer_id=${w.users.customerB}`, 'staff');
    const cell = (name: string) => rows[0]![header.indexOf(name)];
    expect(cell('dealer_state')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(cell('lot_number')).toBe("'+1 555");
    expect(cell('car.color')).toBe('Red, "dark"\nmetal');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    [-2, '-2'],
    [null, ''],
    [true, 'true'],
  ] as const)('csvCell(%j) is %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('the bound', () => {
  it('cuts the file at the bound and says so in the last line', async () => {
    const viewer = {
      id: w.users.superuser,
      unique_id: 'x',
      email: null,
      account_type: 'Customer',
      is_admin: false,
      is_superuser: true,
      is_dummy_account: false,
      is_staff: true,
    };
    const ctx = { db: t.database.db, viewer, media: mediaUrlFor('http://testserver') };
    const file = await exportRecords(ctx, 'carsales', new URL('http://testserver/api/v2/orders/carsales/export/'), 5);
    expect(file.rows).toBe(5);
    expect(file.total).toBe(30);
    const rows = parseCsv(await new Response(file.body).text());
    expect(rows).toHaveLength(1 + 5 + 1);
    expect(rows.at(-1)![0]).toBe(
      '# Truncated: the first 5 of 30 rows (at most 5 a file); narrow the filters for the rest.',
    );
  });
});
