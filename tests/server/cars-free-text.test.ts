// GET /api/cars/filter/?search= (and ?q=): free text as people type it finds the cars they mean — years, ranges,
// names without spaces, aliases and one-letter typos (decision 045), two-digit years, price words and Khmer
// (decision 052) — and the suggestions read it the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPageSchema, suggestionListSchema } from '@/lib/contract/cars';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const car = (
    slug: string,
    make_name: string,
    model_name: string,
    trim_name: string,
    year: number,
    price: number,
    status = 'active',
  ) => insertCar(db, { slug, make_name, model_name, trim_name, year, price, status });
  await car('lc-2021', 'Toyota', 'Land Cruiser', 'Heritage Edition', 2021, 87_500);
  await car('lc-2012', 'Toyota', 'Land Cruiser', 'Base', 2012, 32_000);
  await car('lc80-1995', 'Toyota', 'Land Cruiser 80', 'VX Limited', 1995, 25_000);
  await car('camry-2014', 'Toyota', 'Camry', 'LE', 2014, 9_500);
  await car('camry-2016', 'Toyota', 'Camry', 'SE', 2016, 14_000);
  await car('camry-2018', 'Toyota', 'Camry', 'XSE', 2018, 20_000);
  await car('camry-2020', 'Toyota', 'Camry', 'XSE V6', 2020, 26_500);
  await car('gt86-2017', 'Toyota', '86', 'GT', 2017, 18_000);
  await car('rx-2007', 'Lexus', 'RX 350', 'Base', 2007, 8_900);
  await car('rx-2018', 'Lexus', 'RX 350', 'F Sport', 2018, 38_000);
  await car('lx-2019', 'Lexus', 'LX 570', 'Base', 2019, 72_000);
  await car('crv-2018', 'Honda', 'CR-V', 'EX-L', 2018, 21_000);
  await car('civic-1998', 'Honda', 'Civic', 'EX', 1998, 3_500);
  await car('c300-2019', 'Mercedes-Benz', 'C-Class', 'C 300', 2019, 31_000);
  await car('tahoe-2017', 'Chevrolet', 'Tahoe', 'LT', 2017, 28_000);
  await car('gti-2018', 'Volkswagen', 'Golf GTI', 'S', 2018, 17_500);
  await car('f150-2018', 'Ford', 'F-150', 'XLT', 2018, 29_000);
  await car('lc-draft', 'Toyota', 'Land Cruiser', 'Base', 2021, 80_000, 'draft');
  // Photo-less listings are not public (decision 046): a make or model only they carry is never suggested.
  const noPhoto = { cover_image: '', year: 2019 };
  await insertCar(db, {
    slug: 'delta-no-photo',
    make_name: 'Lancia',
    model_name: 'Delta',
    trim_name: 'HF',
    ...noPhoto,
  });
  await insertCar(db, {
    slug: 'supra-no-photo',
    make_name: 'Toyota',
    model_name: 'Supra',
    trim_name: 'GR',
    ...noPhoto,
  });
  await car('sienna-draft', 'Toyota', 'Sienna', 'XLE', 2020, 30_000, 'draft');
});
afterAll(() => t.close());

const found = async (query: string) => {
  const res = await t.request(`/api/cars/filter/?${query}&page_size=50`);
  expect(res.status).toBe(200);
  return carPageSchema
    .parse(await res.json())
    .results.map((c) => c.slug)
    .sort();
};
const search = (text: string) => found(new URLSearchParams({ search: text }).toString());
const suggest = async (q: string) => {
  const res = await t.request(`/api/cars/search/suggestions/?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return suggestionListSchema.parse(await res.json()).map((s) => s.display_name);
};

describe('free-text car search', () => {
  it.each<[string, string[]]>([
    ['Toyota Land Cruiser 2021', ['lc-2021']],
    ['toyota land cruiser', ['lc-2012', 'lc-2021', 'lc80-1995']],
    ['Lexus 2018', ['rx-2018']],
    ['2018', ['camry-2018', 'crv-2018', 'f150-2018', 'gti-2018', 'rx-2018']],
    ['camry 2015-2018', ['camry-2016', 'camry-2018']],
    ['camry 2018-2015', ['camry-2016', 'camry-2018']],
    ['camry 2015 to 2018', ['camry-2016', 'camry-2018']],
    ['camry 2017+', ['camry-2018', 'camry-2020']],
    ['camry before 2016', ['camry-2014']],
    ['rx350', ['rx-2007', 'rx-2018']],
    ['RX-350', ['rx-2007', 'rx-2018']],
    ['crv 2018', ['crv-2018']],
    ['f150', ['f150-2018']],
    ['c300', ['c300-2019']],
    ['Mercedes', ['c300-2019']],
    ['Benz C-Class', ['c300-2019']],
    ['mercedes benz 2019', ['c300-2019']],
    ['Chevy Tahoe', ['tahoe-2017']],
    ['VW golf', ['gti-2018']],
    ['LC 2021', ['lc-2021']],
    ['toyta camry 2020', ['camry-2020']],
    ['Toyota Land Cruser 2021', ['lc-2021']],
    ['lexsu', ['lx-2019', 'rx-2007', 'rx-2018']],
    ['used cars camry for sale 2014', ['camry-2014']],
    ['camry xse', ['camry-2018', 'camry-2020']],
    ['ＣＡＭＲＹ ２０１６', ['camry-2016']],
    // Two-digit years after a name; model numbers stay names.
    ['camry 18', ['camry-2018']],
    ['lexus rx 07', ['rx-2007']],
    ['civic 98', ['civic-1998']],
    ['camry 15-18', ['camry-2016', 'camry-2018']],
    ["camry '14", ['camry-2014']],
    ['f-150 18', ['f150-2018']],
    ['toyota 86', ['gt86-2017']],
    ['rx 350', ['rx-2007', 'rx-2018']],
    ['lc 200', ['lc-2012', 'lc-2021', 'lc80-1995']],
    // Price words: the filter panel's inclusive bounds.
    ['camry under 20k', ['camry-2014', 'camry-2016', 'camry-2018']],
    ['camry below $15,000', ['camry-2014', 'camry-2016']],
    ['less than 12000', ['camry-2014', 'civic-1998', 'rx-2007']],
    ['camry 20k-30k', ['camry-2018', 'camry-2020']],
    ['$10k to $20k', ['camry-2016', 'camry-2018', 'gt86-2017', 'gti-2018']],
    ['over 50k', ['lc-2021', 'lx-2019']],
    ['toyota max 25000', ['camry-2014', 'camry-2016', 'camry-2018', 'gt86-2017', 'lc80-1995']],
    ['lexus from 9k', ['lx-2019', 'rx-2018']],
    ['camry 20000 usd', ['camry-2014', 'camry-2016', 'camry-2018']],
    ['camry 18 under 20k', ['camry-2018']],
    // Khmer digits and words.
    ['តូយ៉ូតា ឆ្នាំ២០២១', ['lc-2021']],
    ['ឡិចស៊ីស', ['lx-2019', 'rx-2007', 'rx-2018']],
    ['ហុងដា ១៩៩៨', ['civic-1998']],
    ['ឡង់គ្រូសឺ', ['lc-2012', 'lc-2021', 'lc80-1995']],
    ['តូយ៉ូតា ក្រោម ១ម៉ឺនដុល្លារ', ['camry-2014']],
    ['ឡានលើស ៥ម៉ឺន', ['lc-2021', 'lx-2019']],
    ['zzzz', []],
    ['toyota 1850', []],
    [
      '%_\\',
      [
        'c300-2019',
        'camry-2014',
        'camry-2016',
        'camry-2018',
        'camry-2020',
        'civic-1998',
        'crv-2018',
        'f150-2018',
        'gt86-2017',
        'gti-2018',
        'lc-2012',
        'lc-2021',
        'lc80-1995',
        'lx-2019',
        'rx-2007',
        'rx-2018',
        'tahoe-2017',
      ],
    ],
  ])('%s', async (text, slugs) => {
    expect(await search(text)).toEqual(slugs);
  });

  it('reads ?q= like ?search= and combines with the filters', async () => {
    expect(await found('q=camry+2015-2020&year__gte=2018')).toEqual(['camry-2018', 'camry-2020']);
    expect(await found('q=land+cruiser&make=Toyota&year__lte=2000')).toEqual(['lc80-1995']);
    // Price words and the panel's price filters both hold.
    expect(await found('search=camry+under+20k&price__gte=10000')).toEqual(['camry-2016', 'camry-2018']);
    expect(await found('search=camry+over+10k&price__lte=15000')).toEqual(['camry-2016']);
  });

  it('refuses text over 200 characters or 12 words with DRF 400s, as before', async () => {
    const long = await t.request(`/api/cars/filter/?search=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ search: ['Ensure this field has no more than 200 characters.'] });
    const many = await t.request(`/api/cars/filter/?q=${Array(13).fill('camry').join('+')}`);
    expect(many.status).toBe(400);
  });

  it('suggests names for text with a year, an alias or a typo', async () => {
    expect((await suggest('Toyota Land Cruiser 2021'))[0]).toBe('Toyota Land Cruiser');
    expect((await suggest('benz'))[0]).toBe('Mercedes-Benz');
    expect(await suggest('rx350')).toContain('Lexus RX 350');
    expect((await suggest('toyta camry'))[0]).toBe('Toyota Camry');
    expect(await suggest('2018')).toEqual([]);
    expect((await suggest('camry 18'))[0]).toBe('Toyota Camry');
    expect((await suggest('camry under 20k'))[0]).toBe('Toyota Camry');
    expect((await suggest('តូយ៉ូតា'))[0]).toBe('Toyota');
    expect(await suggest('under 20k')).toEqual([]);
  });

  it('never suggests a make or model that only photo-less or unpublished listings carry', async () => {
    expect(await suggest('lancia')).toEqual([]);
    expect(await suggest('lancia delta')).toEqual([]);
    expect(await suggest('supra')).toEqual([]);
    expect(await suggest('sienna')).toEqual([]);
    const toyota = await suggest('toyota');
    expect(toyota).toContain('Toyota Camry');
    expect(toyota.filter((name) => /Supra|Sienna/.test(name))).toEqual([]);
    // Nor are their names read as names: "supra" stays a word that no public listing has.
    expect(await search('toyota supra')).toEqual([]);
  });
});
