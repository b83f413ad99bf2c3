// A model-and-year search reads the names that hold the text instead of testing each car's name (decision 076): it
// must find exactly the cars the substring test on `search_name` finds, when the model's word is also in other makes,
// trims, across the model and trim, in drafts and photo-less listings. The listed names read by a skip scan must be
// the names the grouped scan read.
import { and, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPageSchema } from '@/lib/contract/cars';
import { buildVocabulary, parseCarSearch, type SearchVocabulary } from '@/lib/search/car-search-text';
import { escapeLike } from '@/server/api/filters';
import type { Db } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import { carSearchCondition } from '@/server/modules/cars/car-query';
import { isListed } from '@/server/modules/cars/cars.repository';
import { findListedNames } from '@/server/modules/cars/search.repository';
import { insertCar, insertCarImage } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const MAX_YEAR = 2026;
let t: TestApp;
let db: Db;
let vocabulary: SearchVocabulary;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const car = (slug: string, make_name: string, model_name: string, trim_name: string, year: number, extra = {}) =>
    insertCar(db, { slug, make_name, model_name, trim_name, year, price: 20_000, ...extra });
  await car('camry-le-2018', 'Toyota', 'Camry', 'LE', 2018);
  await car('camry-xse-2018', 'Toyota', 'Camry', 'XSE', 2018);
  await car('camry-hybrid-2017', 'Toyota', 'Camry Hybrid', 'LE', 2017);
  await car('camry-2020', 'Toyota', 'Camry', 'XSE V6', 2020);
  // The model's word in a trim, in upper case, in another make's trim, in a make, and in a model's middle.
  await car('corolla-camry-trim-2018', 'Toyota', 'Corolla', 'CAMRY LOOK', 2018);
  await car('lexus-camry-trim-2018', 'Lexus', 'ES 350', 'Camry Based', 2018);
  await car('camry-make-2018', 'Camry Motors', 'Sprint', '', 2018);
  await car('xcamryx-2018', 'Daihatsu', 'Altis', 'Xcamryx', 2018);
  // "land cruiser" across the model and the trim, across the make and the model, and as a model.
  await car('land-cruiser-split-2018', 'Toyota', 'Land', 'Cruiser Edition', 2018);
  await car('land-make-2018', 'Land', 'Cruiser', 'Base', 2018);
  await car('lc-2018', 'Toyota', 'Land Cruiser', 'GX', 2018);
  await car('lc-2012', 'Toyota', 'Land Cruiser', 'GX', 2012);
  // Not listed: a draft, a sold car, a car without any photo; and one whose only photo is in its gallery (listed).
  await car('camry-draft-2018', 'Toyota', 'Camry', 'Draft Trim', 2018, { status: 'draft' });
  await car('camry-sold-2018', 'Toyota', 'Camry', 'SE', 2018, { status: 'sold' });
  await car('camry-no-photo-2018', 'Toyota', 'Camry', 'No Photo', 2018, { cover_image: '' });
  const gallery = await car('camry-gallery-2018', 'Toyota', 'Camry', 'Gallery', 2018, { cover_image: '' });
  await insertCarImage(db, gallery.id, 'cars/gallery.jpg');
  // LIKE's own characters in a name.
  await car('percent-2018', 'Toyota', 'Camry 100%', 'A_B', 2018);
  vocabulary = buildVocabulary(await findListedNames(db));
});
afterAll(() => t.close());

/** The free text as decision 045 read it: every phrase and word a substring of `search_name`. */
function substringCondition(text: string): SQL | undefined {
  const search = parseCarSearch(text, vocabulary, { maxYear: MAX_YEAR });
  const contains = (phrase: string) => ilike(cars.search_name, `%${escapeLike(phrase.toLowerCase())}%`);
  return and(
    search.makes.length ? inArray(cars.make_name, search.makes) : undefined,
    search.year_min === null ? undefined : gte(cars.year, search.year_min),
    search.year_max === null ? undefined : lte(cars.year, search.year_max),
    search.price_min === null ? undefined : gte(cars.price, search.price_min),
    search.price_max === null ? undefined : lte(cars.price, search.price_max),
    ...search.names.map((spellings) => or(...spellings.map(contains))),
    ...search.words.map(contains),
  );
}

async function slugs(where: SQL | undefined, listed = true): Promise<string[]> {
  const rows = await db
    .select({ slug: cars.slug })
    .from(cars)
    .where(listed ? and(isListed, where) : where);
  return rows.map((r) => r.slug).sort();
}

const SEARCHES = [
  'toyota camry 2018',
  'camry 2018',
  'camry 2017-2018',
  'camry 2015 to 2020',
  'lexus toyota camry 2018',
  'camry xse 2018',
  'camry zz 2018',
  'camry le 2017-2018',
  'land cruiser 2018',
  'toyota land cruiser 2010-2020',
  'corolla 2018',
  'camry 100% 2018',
  'camry a_b 2018',
  'camry 18',
];

describe('a model-and-year search', () => {
  it.each(SEARCHES)('%s finds the cars the substring test finds', async (text) => {
    const condition = carSearchCondition(text, vocabulary, MAX_YEAR);
    // The searches above all take the names' path; the comparison would prove nothing otherwise.
    expect(db.select().from(cars).where(condition).toSQL().sql).toContain('name_keys');
    const expected = await slugs(substringCondition(text));
    expect(await slugs(condition)).toEqual(expected);
    // And among every car, listed or not: the names include those of drafts and photo-less cars.
    expect(await slugs(condition, false)).toEqual(await slugs(substringCondition(text), false));
  });

  it('finds the model in other fields too', async () => {
    expect(await slugs(carSearchCondition('camry 2018', vocabulary, MAX_YEAR))).toEqual([
      'camry-gallery-2018',
      'camry-le-2018',
      'camry-make-2018',
      'camry-xse-2018',
      'corolla-camry-trim-2018',
      'lexus-camry-trim-2018',
      'percent-2018',
      'xcamryx-2018',
    ]);
    expect(await slugs(carSearchCondition('land cruiser 2018', vocabulary, MAX_YEAR))).toEqual([
      'land-cruiser-split-2018',
      'land-make-2018',
      'lc-2018',
    ]);
  });

  it('reads a name listed after the vocabulary was read', async () => {
    await insertCar(db, {
      slug: 'camry-new-trim-2018',
      make_name: 'Toyota',
      model_name: 'Camry',
      trim_name: 'Nightshade',
      year: 2018,
    });
    await insertCar(db, {
      slug: 'new-make-camry-2018',
      make_name: 'Zeta',
      model_name: 'Camryette',
      trim_name: '',
      year: 2018,
    });
    const found = await slugs(carSearchCondition('camry 2018', vocabulary, MAX_YEAR));
    expect(found).toContain('camry-new-trim-2018');
    expect(found).toContain('new-make-camry-2018');
    expect(found).toEqual(await slugs(substringCondition('camry 2018')));
    await db.delete(cars).where(inArray(cars.slug, ['camry-new-trim-2018', 'new-make-camry-2018']));
  });

  it('keeps the substring test without a closed year range', async () => {
    for (const text of ['camry', 'camry 2017+', 'camry under 20k', 'zz 2018']) {
      const condition = carSearchCondition(text, vocabulary, MAX_YEAR);
      expect(db.select().from(cars).where(condition).toSQL().sql).not.toContain('name_keys');
      expect(await slugs(condition)).toEqual(await slugs(substringCondition(text)));
    }
  });

  it('answers the API with the same cars', async () => {
    const res = await t.request(`/api/cars/filter/?search=${encodeURIComponent('toyota camry 2018')}&page_size=50`);
    expect(res.status).toBe(200);
    const page = carPageSchema.parse(await res.json());
    expect(page.count).toBe(page.results.length);
    expect(page.results.map((c) => c.slug).sort()).toEqual(await slugs(substringCondition('toyota camry 2018')));
  });
});

describe('the listed names', () => {
  it('are the names the grouped scan of listed cars reads', async () => {
    const grouped = await db
      .select({ make: cars.make_name, model: cars.model_name, trim: cars.trim_name })
      .from(cars)
      .where(isListed)
      .groupBy(cars.make_name, cars.model_name, cars.trim_name);
    const expand = (rows: { make: string; model: string; trim: string }[]) =>
      [
        ...new Set(
          rows.flatMap((r) => [r.make, `${r.make} ${r.model}`, [r.make, r.model, r.trim].filter(Boolean).join(' ')]),
        ),
      ].sort();
    const names = await findListedNames(db);
    expect(names.map((n) => n.display_name).sort()).toEqual(expand(grouped));
    expect(names.map((n) => n.display_name)).not.toContain('Toyota Camry Draft Trim');
    expect(names.map((n) => n.display_name)).toContain('Toyota Camry Gallery');
    // Sanity: the draft is in the table.
    expect(await slugs(eq(cars.slug, 'camry-draft-2018'), false)).toEqual(['camry-draft-2018']);
  });
});
