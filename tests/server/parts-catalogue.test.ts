// Parts catalogue: every cascade level with names holding spaces, slashes, dashes and ampersands, narrowing, the
// list's lookups combined, DRF 400s for wrong types, and the part page.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partCascadePath,
  partCascadeSchema,
  partDetailSchema,
  partPageSchema,
  type PartCascadePath,
} from '@/lib/contract/parts';
import { partFitments, partImages, parts } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ids: Record<string, number> = {};

type PartValues = typeof parts.$inferInsert;
const base = { part_number: '', price: 100, stock: 2, image: '/media/generated/part/body/1.svg' };
const FIXTURES: [key: string, values: Omit<PartValues, keyof typeof base> & Partial<PartValues>][] = [
  [
    'lcWheel',
    {
      make: 'Toyota',
      year: 2018,
      model: 'Land Cruiser',
      engine: '3UR-FE 5.7L V8',
      category: 'Wheels & Tires',
      sub_category: 'Wheels',
      name: 'Alloy Wheel 18"',
    },
  ],
  [
    'lcCaliper',
    {
      make: 'Toyota',
      year: 2018,
      model: 'Land Cruiser',
      engine: '3UR-FE 5.7L V8',
      category: 'Brakes',
      sub_category: 'Calipers',
      name: 'Brake Caliper',
      price: 95,
    },
  ],
  [
    'lcTire',
    {
      make: 'Toyota',
      year: 2018,
      model: 'Land Cruiser',
      engine: '3UR-FE 5.7L V8',
      category: 'Wheels & Tires',
      sub_category: 'Tires',
      name: 'Tire Set (4)',
      stock: 0,
    },
  ],
  [
    'camryCoil',
    {
      make: 'Toyota',
      year: 2016,
      model: 'Camry',
      engine: '2AR-FE 2.5L I4',
      category: 'Engine',
      sub_category: 'Ignition',
      name: 'Ignition Coil Set',
    },
  ],
  [
    'mbMirror',
    {
      make: 'Mercedes-Benz',
      year: 2019,
      model: 'C/K 300',
      engine: 'M274 2.0L Turbo',
      category: 'Body & Trim',
      sub_category: 'Mirrors / Glass',
      name: 'Side Mirror',
    },
  ],
  [
    'mbGrille',
    {
      make: 'Mercedes-Benz',
      year: 2019,
      model: 'C/K 300',
      engine: 'M274 2.0L Turbo',
      category: 'Body & Trim',
      sub_category: 'Grilles',
      name: '100% OEM Grille',
    },
  ],
  [
    'rrAlt',
    {
      make: 'Land Rover',
      year: 2020,
      model: 'Range Rover Sport',
      engine: '306PS 3.0L V6 S/C',
      category: 'Electrical',
      sub_category: 'Charging',
      name: 'Alternator',
      source: 'us dealer',
      seller_name: 'Desert Auto Parts',
      seller_location: 'Phoenix, Arizona, USA',
    },
  ],
  [
    'rxCaliper',
    {
      make: 'Lexus',
      year: 2017,
      model: 'RX 350',
      engine: '2GR-FE 3.5L V6',
      category: 'Brakes',
      sub_category: 'Rotors',
      name: 'Brake Rotor Pair',
    },
  ],
  // A make whose name really contains "%2F": it must never be confused with a slash (decoded once, not twice).
  [
    'oddMake',
    {
      make: 'A%2FB Motors',
      year: 2015,
      model: 'X',
      engine: 'E',
      category: 'Body',
      sub_category: 'Panels',
      name: 'Hood',
    },
  ],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [key, values] of FIXTURES) {
    const [row] = await db
      .insert(parts)
      .values({ ...base, ...values })
      .returning({ id: parts.id });
    ids[key] = row!.id;
  }
  await db.insert(partImages).values([
    { part_id: ids.lcWheel!, url: '/media/generated/part/wheels-tires/2.svg', position: 1 },
    { part_id: ids.lcWheel!, url: '/media/generated/part/wheels-tires/1.svg', position: 0 },
  ]);
  await db.insert(partFitments).values([
    { part_id: ids.lcWheel!, make: 'Toyota', year: 2018, model: 'Land Cruiser', engine: '3UR-FE 5.7L V8' },
    { part_id: ids.lcWheel!, make: 'Lexus', year: 2019, model: 'LX 570', engine: '3UR-FE 5.7L V8' },
  ]);
});
afterAll(() => t.close());

async function cascade(path: PartCascadePath, query = ''): Promise<string[]> {
  const res = await t.request(`/api${partCascadePath(path)}${query}`);
  expect(res.status).toBe(200);
  return partCascadeSchema.parse(await res.json());
}

async function list(query: string) {
  const res = await t.request(`/api/parts/all/${query}`);
  expect(res.status).toBe(200);
  return partPageSchema.parse(await res.json());
}

describe('the cascade', () => {
  it('lists makes A–Z, then each level narrowed by every level above it', async () => {
    expect(await cascade({})).toEqual(['A%2FB Motors', 'Land Rover', 'Lexus', 'Mercedes-Benz', 'Toyota']);
    expect(await cascade({ make: 'Toyota' })).toEqual(['2018', '2016']);
    expect(await cascade({ make: 'Toyota', year: 2018 })).toEqual(['Land Cruiser']);
    expect(await cascade({ make: 'Toyota', year: 2016 })).toEqual(['Camry']);
    expect(await cascade({ make: 'Toyota', year: 2018, model: 'Land Cruiser' })).toEqual(['3UR-FE 5.7L V8']);
    const lc = { make: 'Toyota', year: 2018, model: 'Land Cruiser', engine: '3UR-FE 5.7L V8' };
    // Lexus's Brakes/Rotors share a category name but not the vehicle: not listed here.
    expect(await cascade(lc)).toEqual(['Brakes', 'Wheels & Tires']);
    expect(await cascade({ ...lc, category: 'Wheels & Tires' })).toEqual(['Tires', 'Wheels']);
    expect(await cascade({ ...lc, category: 'Brakes' })).toEqual(['Calipers']);
  });

  it('reads encoded slashes, spaces, dashes and ampersands in every segment', async () => {
    const mb = { make: 'Mercedes-Benz', year: 2019, model: 'C/K 300', engine: 'M274 2.0L Turbo' };
    expect(await cascade({ make: 'Mercedes-Benz', year: 2019 })).toEqual(['C/K 300']);
    expect(await cascade({ make: 'Mercedes-Benz', year: 2019, model: 'C/K 300' })).toEqual(['M274 2.0L Turbo']);
    expect(await cascade(mb)).toEqual(['Body & Trim']);
    expect(await cascade({ ...mb, category: 'Body & Trim' })).toEqual(['Grilles', 'Mirrors / Glass']);
    const rr = { make: 'Land Rover', year: 2020, model: 'Range Rover Sport' };
    expect(await cascade(rr)).toEqual(['306PS 3.0L V6 S/C']);
    expect(await cascade({ ...rr, engine: '306PS 3.0L V6 S/C' })).toEqual(['Electrical']);
    // Spelled by hand, as another client might: %20 and %2F and %26.
    const res = await t.request(
      '/api/parts/makes/Mercedes-Benz/years/2019/models/C%2FK%20300/engines/M274%202.0L%20Turbo/categories/Body%20%26%20Trim/sub-categories/',
    );
    expect(partCascadeSchema.parse(await res.json())).toEqual(['Grilles', 'Mirrors / Glass']);
  });

  it('decodes a segment exactly once', async () => {
    expect(await cascade({ make: 'A%2FB Motors' })).toEqual(['2015']);
    // The literal make "A/B Motors" does not exist: a once-decoded "A%2FB" is not it.
    expect(await cascade({ make: 'A/B Motors' })).toEqual([]);
  });

  it('narrows every level by source, and answers [] for names it does not know', async () => {
    expect(await cascade({}, '?source=us%20dealer')).toEqual(['Land Rover']);
    expect(await cascade({ make: 'Toyota' }, '?source=us%20dealer')).toEqual([]);
    expect(await cascade({ make: 'Toyota', year: 2018, model: 'Corolla' })).toEqual([]);
    expect(await cascade({ make: 'Saab' })).toEqual([]);
  });

  it('answers from a few-second cache, and past it on Cache-Control: no-cache', async () => {
    await cascade({});
    await t.database.db.insert(parts).values({
      ...base,
      make: 'Suzuki',
      year: 2014,
      model: 'Jimny',
      engine: 'M13A 1.3L I4',
      category: 'Body',
      sub_category: 'Panels',
      name: 'Door',
    });
    expect(await cascade({})).not.toContain('Suzuki');
    const fresh = await t.request('/api/parts/makes/', { headers: { 'cache-control': 'no-cache' } });
    expect(partCascadeSchema.parse(await fresh.json())).toContain('Suzuki');
    // The fresh answer replaced the cached one.
    expect(await cascade({})).toContain('Suzuki');
    await t.database.db.delete(parts).where(eq(parts.make, 'Suzuki'));
    await t.request('/api/parts/makes/', { headers: { 'cache-control': 'no-cache' } });
  });

  it('refuses a year that is not a number and an unknown source', async () => {
    expect((await t.request('/api/parts/makes/Toyota/years/twenty/models/')).status).toBe(404);
    const res = await t.request('/api/parts/makes/?source=boat');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ source: ['Select a valid choice. boat is not one of the available choices.'] });
  });
});

describe('GET /api/parts/all/', () => {
  it('answers every part, newest first, as a DRF page', async () => {
    const page = await list('');
    expect(page.count).toBe(FIXTURES.length);
    expect(page.results.map((p) => p.id)).toEqual(Object.values(ids).sort((a, b) => b - a));
    expect(page.next).toBeNull();
    const wheel = page.results.find((p) => p.id === ids.lcWheel)!;
    expect(wheel.image).toBe('http://testserver/media/generated/part/body/1.svg');
  });

  it('combines lookups (case-insensitive substrings, the exact year, the source)', async () => {
    const byVehicle = await list('?make__icontains=toyota&year__iexact=2018&model__icontains=land%20cru');
    expect(byVehicle.results.map((p) => p.id).sort()).toEqual([ids.lcWheel, ids.lcCaliper, ids.lcTire].sort());
    const wheels = await list(
      '?make__icontains=TOY&year__iexact=2018&category__icontains=%26%20tires&sub_category__icontains=wheel',
    );
    expect(wheels.results.map((p) => p.id)).toEqual([ids.lcWheel]);
    const brakes = await list('?category__icontains=brakes&engine__icontains=3.5L');
    expect(brakes.results.map((p) => p.id)).toEqual([ids.rxCaliper]);
    expect((await list('?name__icontains=caliper')).count).toBe(1);
    expect((await list('?source=us%20dealer&name__icontains=alternator')).results.map((p) => p.id)).toEqual([
      ids.rrAlt,
    ]);
    expect((await list('?source=warehouse&name__icontains=alternator')).count).toBe(0);
    // % and _ match themselves, not as wildcards; an empty value is no filter; unknown parameters are ignored.
    expect((await list('?name__icontains=100%25')).results.map((p) => p.id)).toEqual([ids.mbGrille]);
    expect((await list('?name__icontains=_')).count).toBe(0);
    expect((await list('?make__icontains=&colour=red')).count).toBe(FIXTURES.length);
    expect((await list('?model__icontains=C%2FK')).results.map((p) => p.id).sort()).toEqual(
      [ids.mbMirror, ids.mbGrille].sort(),
    );
    expect((await list('?year__iexact=2018.5')).count).toBe(0);
    expect((await list('?make__icontains=saab')).count).toBe(0);
  });

  it('answers 400 on each field with a wrong type, and 404 for a page past the end', async () => {
    const res = await t.request('/api/parts/all/?year__iexact=abc&source=boat&make__icontains=Toyota');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      year__iexact: ['Enter a number.'],
      source: ['Select a valid choice. boat is not one of the available choices.'],
    });
    const long = await t.request(`/api/parts/all/?name__icontains=${'a'.repeat(201)}`);
    expect(await long.json()).toEqual({ name__icontains: ['Ensure this field has no more than 200 characters.'] });
    const past = await t.request('/api/parts/all/?page=2');
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('counts parts as they are added, changed, sold and removed (counts kept per combination of values)', async () => {
    const db = t.database.db;
    const counted = async (query: string) => {
      const res = await t.request(`/api/parts/all/${query}`, { headers: { 'cache-control': 'no-cache' } });
      return partPageSchema.parse(await res.json());
    };
    const caliper = { ...base, make: 'Toyota', model: 'Camry', engine: '2AR-FE 2.5L I4', category: 'Brakes' };
    const added = await db
      .insert(parts)
      .values([
        { ...caliper, year: 1999, sub_category: 'Calipers', name: 'Brake Caliper' },
        { ...caliper, year: 1999, sub_category: 'Calipers', name: 'Brake Caliper' },
        { ...caliper, year: 1999, sub_category: 'Ignition', name: 'Ignition Coil Set' },
      ])
      .returning({ id: parts.id });
    expect((await counted('?year__iexact=1999')).count).toBe(3);
    expect((await counted('?year__iexact=1999&name__icontains=caliper')).count).toBe(2);
    expect((await counted('?year__iexact=1999&sub_category__icontains=ignit')).results).toHaveLength(1);

    // A part moved to another year leaves one count for the other; an order (a stock change) moves nothing.
    await db.update(parts).set({ year: 1998 }).where(eq(parts.id, added[0]!.id));
    await db.update(parts).set({ stock: 0 }).where(eq(parts.id, added[1]!.id));
    expect((await counted('?year__iexact=1999&name__icontains=caliper')).count).toBe(1);
    const moved = await counted('?year__iexact=1998');
    expect([moved.count, moved.results.map((p) => p.id)]).toEqual([1, [added[0]!.id]]);

    await db.delete(parts).where(
      inArray(
        parts.id,
        added.map((p) => p.id),
      ),
    );
    expect((await counted('?year__iexact=1999')).count).toBe(0);
    expect((await counted('?year__iexact=1998')).count).toBe(0);
    expect((await counted('')).count).toBe(FIXTURES.length);
  });
});

describe('GET /api/parts/{id}/', () => {
  it('has the gallery in order, every vehicle it fits, the seller and related parts for the same vehicle', async () => {
    const res = await t.request(`/api/parts/${ids.lcWheel}/`);
    expect(res.status).toBe(200);
    const part = partDetailSchema.parse(await res.json());
    expect(part.images).toEqual([
      'http://testserver/media/generated/part/wheels-tires/1.svg',
      'http://testserver/media/generated/part/wheels-tires/2.svg',
    ]);
    expect(part.image).toBe(part.images[0]);
    expect(part.fits).toEqual([
      { make: 'Lexus', year: 2019, model: 'LX 570', engine: '3UR-FE 5.7L V8' },
      { make: 'Toyota', year: 2018, model: 'Land Cruiser', engine: '3UR-FE 5.7L V8' },
    ]);
    expect(part.seller).toEqual({ name: 'Phnom Penh Warehouse', location: 'Phnom Penh, Cambodia' });
    // The out-of-stock tire set is not suggested; the part itself is not its own relative.
    expect(part.related.map((p) => p.id)).toEqual([ids.lcCaliper]);
  });

  it('names a US dealer and always lists the part’s own vehicle', async () => {
    const part = partDetailSchema.parse(await (await t.request(`/api/parts/${ids.rrAlt}/`)).json());
    expect(part.source).toBe('us dealer');
    expect(part.seller).toEqual({ name: 'Desert Auto Parts', location: 'Phoenix, Arizona, USA' });
    expect(part.fits).toEqual([
      { make: 'Land Rover', year: 2020, model: 'Range Rover Sport', engine: '306PS 3.0L V6 S/C' },
    ]);
    expect(part.images).toEqual(['http://testserver/media/generated/part/body/1.svg']);
  });

  it('is a 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', '0', 'abc', '1e3']) {
      const res = await t.request(`/api/parts/${id}/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the served document', () => {
  it('lists every parts route with its path and query parameters', async () => {
    type Doc = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
    const doc = (await (await t.request('/api/schema/')).json()) as Doc;
    const deepest =
      '/api/parts/makes/{make}/years/{year}/models/{model}/engines/{engine}/categories/{category}/sub-categories/';
    for (const path of ['/api/parts/all/', '/api/parts/{id}/', '/api/parts/makes/', '/api/parts/orders/', deepest]) {
      expect(doc.paths[path]).toHaveProperty('get');
    }
    expect(doc.paths['/api/parts/orders/create/']).toHaveProperty('post');
    const names = (doc.paths[deepest]!.get!.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['path:make', 'path:year', 'path:model', 'path:engine', 'path:category', 'query:source']),
    );
    const listParams = (doc.paths['/api/parts/all/']!.get!.parameters ?? []).map((p) => p.name);
    expect(listParams).toEqual(
      expect.arrayContaining(['make__icontains', 'year__iexact', 'sub_category__icontains', 'source', 'page']),
    );
  });
});
