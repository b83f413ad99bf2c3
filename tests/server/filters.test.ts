import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/server/api/errors';
import { buildFilters, type FilterFields, type FilterOptions } from '@/server/api/filters';
import { buildOrdering, type OrderingOptions } from '@/server/api/ordering';
import { cars, containers, loadingPorts, warehouses } from '@/server/db/schema';
import { insertCar } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const carFields = {
  year: { column: cars.year, type: 'int', lookups: ['exact', 'gte', 'lte', 'in', 'isnull'] },
  price: { column: cars.price, type: 'int', lookups: ['exact', 'gte', 'lte'] },
  make_name: { column: cars.make_name, type: 'text', lookups: ['exact', 'iexact', 'icontains', 'in'] },
  model_name: { column: cars.model_name, type: 'text', lookups: ['icontains'] },
  vin: { column: cars.vin, type: 'text', lookups: ['icontains', 'isnull'] },
  is_featured: { column: cars.is_featured, type: 'bool', lookups: ['exact'] },
  created_at: { column: cars.created_at, type: 'datetime', lookups: ['gte', 'lte'] },
} satisfies FilterFields;

const search: FilterOptions = { search: [cars.make_name, cars.model_name] };

const containerFields = {
  container_number: { column: containers.container_number, type: 'text', lookups: ['icontains'] },
  etd: { column: containers.etd, type: 'date', lookups: ['exact', 'gte', 'lte'] },
  loading_port__warehouse: {
    column: warehouses.warehouse,
    type: 'text',
    lookups: ['exact', 'icontains'],
    join: 'loading_port',
  },
} satisfies FilterFields<'loading_port'>;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertCar(db, {
    slug: 'camry',
    make_name: 'Toyota',
    model_name: 'Camry',
    year: 2015,
    price: 10_000,
    vin: 'JT100',
    is_featured: true,
    created_at: new Date('2024-01-10T08:00:00Z'),
  });
  await insertCar(db, {
    slug: 'corolla',
    make_name: 'toyota',
    model_name: 'Corolla',
    year: 2018,
    price: 15_000,
    vin: null,
    created_at: new Date('2024-02-10T08:00:00Z'),
  });
  await insertCar(db, {
    slug: 'civic',
    make_name: 'Honda',
    model_name: 'Civic',
    year: 2020,
    price: 20_000,
    vin: 'HC200',
    created_at: new Date('2024-03-10T08:00:00Z'),
  });
  await insertCar(db, {
    slug: 'x5',
    make_name: 'BMW',
    model_name: 'X5',
    year: 2022,
    price: 55_000,
    vin: null,
    is_featured: true,
    created_at: new Date('2024-04-10T08:00:00Z'),
  });
  await insertCar(db, {
    slug: 'percent',
    vin: 'TS1',
    make_name: 'Tesla',
    model_name: '100% Electric',
    year: 2023,
    price: 15_000,
  });
  await insertCar(db, {
    slug: 'underscore',
    vin: 'TS2',
    make_name: 'Tesla',
    model_name: 'Model_S',
    year: 2023,
    price: 15_000,
  });
  await insertCar(db, {
    slug: 'backslash',
    vin: 'TS3',
    make_name: 'Tesla',
    model_name: 'Back\\slash',
    year: 2023,
    price: 15_000,
  });

  const [savannah, newark] = await db
    .insert(warehouses)
    .values([
      { warehouse: 'Savannah GA', city: 'Savannah', state: 'GA', port: 'Savannah' },
      { warehouse: 'Newark NJ', city: 'Newark', state: 'NJ', port: 'Newark' },
    ])
    .returning();
  // A loading port belongs to a warehouse; the lookup path goes container → loading port → warehouse.
  const [savannahPort, newarkPort] = await db
    .insert(loadingPorts)
    .values([
      { name: 'Garden City Terminal', warehouse_id: savannah!.id },
      { name: 'Port Newark', warehouse_id: newark!.id },
    ])
    .returning();
  await db.insert(containers).values([
    {
      container_number: 'MSCU1',
      booking_number: 'B1',
      shipping_company: 'MSC',
      loading_port_id: savannahPort!.id,
      etd: '2024-03-01',
    },
    {
      container_number: 'MSCU2',
      booking_number: 'B2',
      shipping_company: 'MSC',
      loading_port_id: newarkPort!.id,
      etd: '2024-05-01',
    },
    { container_number: 'MSCU3', booking_number: 'B3', shipping_company: 'MSC', loading_port_id: null, etd: null },
  ]);
});
afterAll(() => database.close());

/** Slugs of the cars the query string selects, in insertion order. */
async function slugs(
  query: string | Record<string, string>,
  fields: FilterFields = carFields,
  options: FilterOptions = search,
) {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const { where } = buildFilters(params, fields, options);
  const rows = await database.db.select({ slug: cars.slug }).from(cars).where(where).orderBy(asc(cars.id));
  return rows.map((r) => r.slug);
}

function validationBody(query: string, fields: FilterFields = carFields): Record<string, string[]> {
  try {
    buildFilters(new URLSearchParams(query), fields);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).body as Record<string, string[]>;
  }
  throw new Error(`"${query}" was accepted`);
}

const ALL = ['camry', 'corolla', 'civic', 'x5', 'percent', 'underscore', 'backslash'];

describe('buildFilters', () => {
  it('applies no condition without filter parameters', async () => {
    expect(buildFilters(new URLSearchParams(''), carFields).where).toBeUndefined();
    expect(await slugs('')).toEqual(ALL);
  });

  it('ignores unknown parameters, lookups a field does not allow, and empty values', async () => {
    expect(
      await slugs(
        'colour=red&page=2&year__foo=1&make_name__gte=A&model_name=Civic&year=&make_name__in=%2C&vin__isnull=',
      ),
    ).toEqual(ALL);
  });

  it('treats a plain field and __exact as exact matches', async () => {
    expect(await slugs('make_name=Toyota')).toEqual(['camry']);
    expect(await slugs('year__exact=2018')).toEqual(['corolla']);
  });

  it('matches iexact case-insensitively but whole', async () => {
    expect(await slugs('make_name__iexact=TOYOTA')).toEqual(['camry', 'corolla']);
    expect(await slugs('make_name__iexact=toy')).toEqual([]);
  });

  it('matches icontains case-insensitively anywhere in the value', async () => {
    expect(await slugs('make_name__icontains=OYO')).toEqual(['camry', 'corolla']);
  });

  it('escapes %, _ and \\ in icontains so they match only themselves', async () => {
    expect(await slugs('model_name__icontains=%25')).toEqual(['percent']);
    expect(await slugs('model_name__icontains=_')).toEqual(['underscore']);
    expect(await slugs('model_name__icontains=%5C')).toEqual(['backslash']);
  });

  it('bounds numbers with gte and lte, inclusively', async () => {
    expect(await slugs('year__gte=2018&year__lte=2022')).toEqual(['corolla', 'civic', 'x5']);
    expect(await slugs('price__lte=15000&price__gte=15000')).toEqual(['corolla', 'percent', 'underscore', 'backslash']);
  });

  it('compares integer columns with decimal values as the database would', async () => {
    expect(await slugs('year__gte=2017.5&year__lte=2020.9')).toEqual(['corolla', 'civic']);
    expect(await slugs('year=2018.5')).toEqual([]);
    expect(await slugs('year__in=2015.5,2018')).toEqual(['corolla']);
    expect(await slugs('price__gte=2e4')).toEqual(['civic', 'x5']);
  });

  it('treats integer bounds beyond the column range as match-all or match-none, never a database error', async () => {
    const all = await slugs('');
    expect(await slugs('year=99999999999')).toEqual([]);
    expect(await slugs('year__gte=99999999999')).toEqual([]);
    expect(await slugs('year__lte=99999999999')).toEqual(all);
    expect(await slugs('year__gte=-99999999999')).toEqual(all);
    expect(await slugs('year__lte=-99999999999')).toEqual([]);
    expect(await slugs('year__in=99999999999,2018')).toEqual(['corolla']);
  });

  it('matches any of a comma list with in, trimming the items', async () => {
    expect(await slugs('year__in=2015,2022')).toEqual(['camry', 'x5']);
    expect(await slugs('make_name__in=Honda, BMW')).toEqual(['civic', 'x5']);
  });

  it('tests for null with isnull true/false/1/0', async () => {
    expect(await slugs('vin__isnull=true')).toEqual(['corolla', 'x5']);
    expect(await slugs('vin__isnull=1')).toEqual(['corolla', 'x5']);
    expect(await slugs('vin__isnull=false')).toEqual(['camry', 'civic', 'percent', 'underscore', 'backslash']);
    expect(await slugs('vin__isnull=0')).toEqual(['camry', 'civic', 'percent', 'underscore', 'backslash']);
  });

  it('reads booleans as true/false/1/0', async () => {
    expect(await slugs('is_featured=true')).toEqual(['camry', 'x5']);
    expect(await slugs('is_featured=0')).toEqual(['corolla', 'civic', 'percent', 'underscore', 'backslash']);
  });

  it('bounds timestamps with dates and date-times', async () => {
    expect(await slugs('created_at__gte=2024-02-01&created_at__lte=2024-03-31T23:59:59Z')).toEqual([
      'corolla',
      'civic',
    ]);
  });

  it('AND-s every filter', async () => {
    expect(await slugs('make_name__icontains=o&year__gte=2018&vin__isnull=false')).toEqual(['civic']);
  });

  it('reads the last of repeated parameters, as Django does', async () => {
    expect(await slugs('make_name=BMW&make_name=Honda')).toEqual(['civic']);
  });

  it('accepts a plain object of parameters', async () => {
    expect(await slugs({ year__gte: '2022', make_name__icontains: 'bm' })).toEqual(['x5']);
  });

  it('answers invalid values with DRF 400 bodies naming every bad parameter', () => {
    expect(validationBody('year__gte=abc')).toEqual({ year__gte: ['Enter a number.'] });
    expect(validationBody('year=twenty&price__lte=12,000&make_name=ok')).toEqual({
      year: ['Enter a number.'],
      price__lte: ['Enter a number.'],
    });
    expect(validationBody('price__gte=1e999')).toEqual({ price__gte: ['Enter a number.'] });
    expect(validationBody('year__in=2015,abc')).toEqual({ year__in: ['Enter a number.'] });
    expect(validationBody('is_featured=maybe')).toEqual({ is_featured: ['Enter a valid boolean.'] });
    expect(validationBody('vin__isnull=perhaps')).toEqual({ vin__isnull: ['Enter a valid boolean.'] });
    expect(validationBody('created_at__gte=yesterday')).toEqual({ created_at__gte: ['Enter a valid date/time.'] });
    expect(validationBody('etd__gte=2024-02-30', containerFields)).toEqual({ etd__gte: ['Enter a valid date.'] });
  });
});

describe('search', () => {
  it('matches a term in any of the search fields', async () => {
    expect(await slugs('search=civic')).toEqual(['civic']);
    expect(await slugs('search=TOY')).toEqual(['camry', 'corolla']);
  });

  it('requires every term, split on spaces and commas', async () => {
    expect(await slugs('search=toyota camry')).toEqual(['camry']);
    expect(await slugs('search=toyota,,corolla')).toEqual(['corolla']);
    expect(await slugs('search=toyota civic')).toEqual([]);
  });

  it('escapes wildcards and ignores a blank search', async () => {
    expect(await slugs('search=%25')).toEqual(['percent']);
    expect(await slugs('search=%20,%20')).toEqual(ALL);
  });

  it('is ignored for a resource without search fields', async () => {
    expect(await slugs('search=civic', carFields, {})).toEqual(ALL);
  });
});

describe('related paths', () => {
  async function containerNumbers(query: string) {
    const { where, joins } = buildFilters(new URLSearchParams(query), containerFields);
    let q = database.db.select({ number: containers.container_number }).from(containers).$dynamic();
    if (joins.includes('loading_port')) {
      q = q
        .leftJoin(loadingPorts, eq(loadingPorts.id, containers.loading_port_id))
        .leftJoin(warehouses, eq(warehouses.id, loadingPorts.warehouse_id));
    }
    return { joins, numbers: (await q.where(where).orderBy(asc(containers.id))).map((r) => r.number) };
  }

  it('filters on a joined table and names the join it needs', async () => {
    expect(await containerNumbers('loading_port__warehouse__icontains=savannah')).toEqual({
      joins: ['loading_port'],
      numbers: ['MSCU1'],
    });
    expect(await containerNumbers('loading_port__warehouse=Newark NJ')).toEqual({
      joins: ['loading_port'],
      numbers: ['MSCU2'],
    });
  });

  it('needs no join when no related filter is used', async () => {
    expect(await containerNumbers('etd__gte=2024-04-01')).toEqual({ joins: [], numbers: ['MSCU2'] });
    expect(await containerNumbers('etd=2024-03-01&container_number__icontains=mscu')).toEqual({
      joins: [],
      numbers: ['MSCU1'],
    });
  });
});

describe('buildOrdering', () => {
  const ordering: OrderingOptions = {
    fields: { price: cars.price, year: cars.year, created_at: cars.created_at },
    defaultOrder: [desc(cars.created_at)],
    tiebreak: desc(cars.id),
  };

  async function ordered(raw: string | null) {
    const rows = await database.db
      .select({ slug: cars.slug })
      .from(cars)
      .orderBy(...buildOrdering(raw, ordering));
    return rows.map((r) => r.slug);
  }

  it('sorts by the listed fields, a leading - meaning descending', async () => {
    expect(await ordered('-price,year')).toEqual([
      'x5',
      'civic',
      'corolla',
      'backslash',
      'underscore',
      'percent',
      'camry',
    ]);
    expect(await ordered('year')).toEqual(['camry', 'corolla', 'civic', 'x5', 'backslash', 'underscore', 'percent']);
  });

  it('breaks ties the same way every time (newest id first)', async () => {
    expect(await ordered('price')).toEqual(['camry', 'backslash', 'underscore', 'percent', 'corolla', 'civic', 'x5']);
  });

  it('drops unknown and repeated fields silently', async () => {
    expect(await ordered('colour,-price,price,drop table')).toEqual(await ordered('-price'));
  });

  it('falls back to the default order when nothing usable is asked for', async () => {
    const byDefault = await ordered(null);
    expect(byDefault[0]).toBe('backslash');
    expect(await ordered('')).toEqual(byDefault);
    expect(await ordered('-,colour')).toEqual(byDefault);
  });
});
