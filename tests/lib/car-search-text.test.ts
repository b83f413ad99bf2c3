// The free-text car search parser against a table of what people type: years (two-digit ones too), ranges, prices,
// Khmer, aliases, typos, junk.
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  parseCarSearch,
  withinOneEdit,
  type CarSearch,
  type ListedName,
} from '@/lib/search/car-search-text';
import { searchBounds, type SearchBounds } from '@/lib/search/car-search-bounds';
import { fullYear } from '@/lib/search/car-search-years';

const listed: ListedName[] = [
  { make: 'Toyota', model: 'Land Cruiser', trim: 'Heritage Edition' },
  { make: 'Toyota', model: 'Land Cruiser 80', trim: 'VX Limited' },
  { make: 'Toyota', model: 'Camry', trim: 'XSE V6' },
  { make: 'Toyota', model: 'Camry', trim: 'LE' },
  { make: 'Toyota', model: 'Corolla', trim: 'SE' },
  { make: 'Lexus', model: 'RX 350', trim: 'F Sport' },
  { make: 'Lexus', model: 'LX 570', trim: 'Base' },
  { make: 'Honda', model: 'CR-V', trim: 'EX-L' },
  { make: 'Ford', model: 'F-150', trim: 'Raptor' },
  { make: 'Ford', model: 'Ranger', trim: 'XLT' },
  { make: 'Mercedes-Benz', model: 'C-Class', trim: 'C 300' },
  { make: 'Mercedes-Benz', model: 'G-Class', trim: 'G 550' },
  { make: 'Chevrolet', model: 'Silverado 1500', trim: 'LT' },
  { make: 'Chevrolet', model: 'Corvette', trim: 'Stingray 1LT' },
  { make: 'Volkswagen', model: 'Golf GTI', trim: 'S' },
  { make: 'Hyundai', model: 'Santa Fe', trim: 'SEL' },
  { make: 'Peugeot', model: '3008', trim: 'GT Line' },
  { make: 'Citroën', model: 'C5 Aircross', trim: 'Shine' },
  { make: 'Ram', model: '1500', trim: 'Big Horn' },
  // Model numbers that must never be read as years.
  { make: 'Toyota', model: '86', trim: 'GT' },
  { make: 'Land Rover', model: 'Defender', trim: '90' },
  { make: 'Honda', model: 'Civic', trim: 'EX' },
  { make: 'Chrysler', model: '300', trim: 'S' },
  { make: 'Porsche', model: '911', trim: 'Carrera' },
  { make: 'BMW', model: '3 Series', trim: '330i' },
  { make: 'Mercedes-Benz', model: 'E-Class', trim: 'E 320' },
];
const vocabulary = buildVocabulary(listed);
const parse = (text: string) => parseCarSearch(text, vocabulary, { maxYear: 2026 });

const none: CarSearch = {
  makes: [],
  names: [],
  year_min: null,
  year_max: null,
  price_min: null,
  price_max: null,
  words: [],
};
const search = (partial: Partial<CarSearch>): CarSearch => ({ ...none, ...partial });

describe('parseCarSearch', () => {
  it.each<[string, Partial<CarSearch>]>([
    // Years, ranges and bounds.
    ['Toyota Land Cruiser 2021', { makes: ['Toyota'], names: [['Land Cruiser']], year_min: 2021, year_max: 2021 }],
    ['Lexus 2018', { makes: ['Lexus'], year_min: 2018, year_max: 2018 }],
    ['2018', { year_min: 2018, year_max: 2018 }],
    ['camry 2015-2018', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 2015 - 2018', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 2015–2018', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 2018-2015', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 2015 to 2018', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry between 2015 and 2018', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 2015-18', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 1998-02', { names: [['Camry']], year_min: 1998, year_max: 2002 }],
    ['camry 2018 2015', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry 2015+', { names: [['Camry']], year_min: 2015 }],
    ['camry since 2015', { names: [['Camry']], year_min: 2015 }],
    ['camry after 2015', { names: [['Camry']], year_min: 2016 }],
    ['camry before 2015', { names: [['Camry']], year_max: 2014 }],
    ['camry 2015 or older', { names: [['Camry']], year_max: 2015 }],
    ['camry model 2018', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    // Two-digit years: right after a car's name, after "year", or with an apostrophe.
    ['camry 18', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['Toyota Camry 18', { makes: ['Toyota'], names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['toyota 18', { makes: ['Toyota'], year_min: 2018, year_max: 2018 }],
    ['lexus rx 07', { makes: ['Lexus'], names: [['RX']], year_min: 2007, year_max: 2007 }],
    ['civic 98', { names: [['Civic']], year_min: 1998, year_max: 1998 }],
    ['camary 18', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['camry 15-18', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['civic 98-02', { names: [['Civic']], year_min: 1998, year_max: 2002 }],
    ['camry 15 18', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ["camry '18", { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['camry ’18', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ["'15-'18 camry", { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['camry year 18', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['year 05', { year_min: 2005, year_max: 2005 }],
    ['f-150 18', { names: [['F-150']], year_min: 2018, year_max: 2018 }],
    ['3 series 18', { names: [['3 Series']], year_min: 2018, year_max: 2018 }],
    ['porsche 911 99', { makes: ['Porsche'], names: [['911']], year_min: 1999, year_max: 1999 }],
    ['camry 90', { names: [['Camry']], year_min: 1990, year_max: 1990 }],
    // …but never a model number, nor two digits with nothing to make them a year.
    ['toyota 86', { makes: ['Toyota'], names: [['86']] }],
    ['camry 86', { names: [['Camry'], ['86']] }],
    ["camry '86", { names: [['Camry']], year_min: 1986, year_max: 1986 }],
    ['defender 90', { names: [['Defender'], ['90']] }],
    ['land rover 90', { makes: ['Land Rover'], names: [['90']] }],
    ['land cruiser 80', { names: [['Land Cruiser 80']] }],
    ['rx 350', { names: [['RX 350']] }],
    ['lc 200', { names: [['Land Cruiser']] }],
    ['300', { names: [['300']] }],
    ['911', { names: [['911']] }],
    ['e 320', { names: [['E 320']] }],
    ['3 series', { names: [['3 Series']] }],
    ['18', { words: ['18'] }],
    ['18 camry', { words: ['18'], names: [['Camry']] }],
    ['zzzz 18', { words: ['zzzz', '18'] }],
    ['camry 180', { names: [['Camry']], words: ['180'] }],
    // Prices, as the filter panel's inclusive bounds.
    ['under 20k', { price_max: 20_000 }],
    ['camry under 20k', { names: [['Camry']], price_max: 20_000 }],
    ['below $15,000', { price_max: 15_000 }],
    ['less than 12000', { price_max: 12_000 }],
    ['20k-30k', { price_min: 20_000, price_max: 30_000 }],
    ['$10k to $20k', { price_min: 10_000, price_max: 20_000 }],
    ['10-20k', { price_min: 10_000, price_max: 20_000 }],
    ['$12,000 - $15,000', { price_min: 12_000, price_max: 15_000 }],
    ['between 10000 and 20000', { price_min: 10_000, price_max: 20_000 }],
    ['from 10k to 20k', { price_min: 10_000, price_max: 20_000 }],
    ['over 50k', { price_min: 50_000 }],
    ['above $30,000', { price_min: 30_000 }],
    ['max 25000', { price_max: 25_000 }],
    ['25000 max', { price_max: 25_000 }],
    ['from 8k', { price_min: 8_000 }],
    ['20k+', { price_min: 20_000 }],
    ['20000 usd', { price_max: 20_000 }],
    ['usd 20000', { price_max: 20_000 }],
    ['camry 15000$', { names: [['Camry']], price_max: 15_000 }],
    ['camry $12.5k', { names: [['Camry']], price_max: 12_500 }],
    ['camry price 15000', { names: [['Camry']], price_max: 15_000 }],
    ['f-150 under 30k', { names: [['F-150']], price_max: 30_000 }],
    ['rx350 over 40k', { names: [['RX 350']], price_min: 40_000 }],
    ['lexus 2018 under 20k', { makes: ['Lexus'], year_min: 2018, year_max: 2018, price_max: 20_000 }],
    ['camry 18 under 20k', { names: [['Camry']], year_min: 2018, year_max: 2018, price_max: 20_000 }],
    ['from 2015 under $30,000', { year_min: 2015, price_max: 30_000 }],
    ['over 20k under 30k', { price_min: 20_000, price_max: 30_000 }],
    ['under 99999999999', { price_max: 2_147_483_647 }],
    // …but a distance, a year or a model number is not a price.
    ['under 50k km', { words: ['50k', 'km'] }],
    ['camry 20k miles', { names: [['Camry']], words: ['20k', 'miles'] }],
    ['camry 2015-2018', { names: [['Camry']], year_min: 2015, year_max: 2018 }],
    ['under 80000000៛', { words: ['80000000'] }],
    ['ក្រោម ៨០លានរៀល', { words: ['80លាន', 'riel'] }],
    ['ram 1500', { makes: ['Ram'], names: [['1500']] }],
    ['chrysler 300 15', { makes: ['Chrysler'], names: [['300']], year_min: 2015, year_max: 2015 }],
    // Khmer: digits, makes and the words of a search.
    ['តូយ៉ូតា 2020', { makes: ['Toyota'], year_min: 2020, year_max: 2020 }],
    ['តូយ៉ូតា ឆ្នាំ២០១៨', { makes: ['Toyota'], year_min: 2018, year_max: 2018 }],
    ['រថយន្តតូយ៉ូតាលក់', { makes: ['Toyota'] }],
    ['ឡិចស៊ីស rx 350', { makes: ['Lexus'], names: [['RX 350']] }],
    ['ឡិចស៊ិស', { makes: ['Lexus'] }],
    ['ហុងដា civic ១៨', { makes: ['Honda'], names: [['Civic']], year_min: 2018, year_max: 2018 }],
    ['ហ្វដ f150', { makes: ['Ford'], names: [['F-150']] }],
    ['ឡង់គ្រូសឺ ២០២១', { names: [['Land Cruiser']], year_min: 2021, year_max: 2021 }],
    ['camry ឆ្នាំ១៨', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['តូយ៉ូតា ក្រោម ២ម៉ឺនដុល្លារ', { makes: ['Toyota'], price_max: 20_000 }],
    ['camry តិចជាង ១៥០០០ ដុល្លារ', { names: [['Camry']], price_max: 15_000 }],
    ['ឡានលើស ៣ម៉ឺន', { price_min: 30_000 }],
    ['តម្លៃ ១ម៉ឺន៥ពាន់', { price_max: 15_000 }],
    ['១២,០០០$', { price_max: 12_000 }],
    ['ឡាន\u200bតូយ៉ូតា', { makes: ['Toyota'] }],
    // Names written without spaces or dashes, or with other ones.
    ['rx350', { names: [['RX 350']] }],
    ['Lexus RX-350 2019', { makes: ['Lexus'], names: [['RX 350']], year_min: 2019, year_max: 2019 }],
    ['landcruiser', { names: [['Land Cruiser']] }],
    ['crv', { names: [['CR-V']] }],
    ['f150 raptor', { names: [['F-150'], ['Raptor']] }],
    ['land cruiser 80', { names: [['Land Cruiser 80']] }],
    ['c300', { names: [['C 300']] }],
    ['silverado 1500', { names: [['Silverado 1500']] }],
    // Aliases.
    ['Mercedes C-Class', { makes: ['Mercedes-Benz'], names: [['C-Class']] }],
    ['mercedes benz', { makes: ['Mercedes-Benz'] }],
    ['Benz 2020', { makes: ['Mercedes-Benz'], year_min: 2020, year_max: 2020 }],
    ['chevy corvette', { makes: ['Chevrolet'], names: [['Corvette']] }],
    ['vette', { names: [['Corvette']] }],
    ['VW golf', { makes: ['Volkswagen'], names: [['Golf']] }],
    ['toyota lc 2021', { makes: ['Toyota'], names: [['Land Cruiser']], year_min: 2021, year_max: 2021 }],
    ['lc80', { names: [['Land Cruiser 80']] }],
    ['g wagon', { names: [['G-Class']] }],
    // One-letter typos in words of four letters or more.
    ['toyta camry', { makes: ['Toyota'], names: [['Camry']] }],
    ['Toyota Land Cruser 2021', { makes: ['Toyota'], names: [['Land Cruiser']], year_min: 2021, year_max: 2021 }],
    ['camary', { names: [['Camry']] }],
    ['lexsu', { makes: ['Lexus'] }],
    ['hyundia santa fe', { makes: ['Hyundai'], names: [['Santa Fe']] }],
    ['mercedez', { makes: ['Mercedes-Benz'] }],
    ['corvete', { names: [['Corvette']] }],
    ['toyotaa', { makes: ['Toyota'] }],
    // Short words are never "corrected"; words found as typed are searched as typed.
    ['fird', { makes: ['Ford'] }],
    ['frd', { words: ['frd'] }],
    ['lx', { names: [['LX']] }],
    ['heritage', { names: [['Heritage']] }],
    // A four-digit model is a year unless its make is named.
    ['3008', { names: [['3008']] }],
    ['2008', { year_min: 2008, year_max: 2008 }],
    ['peugeot 3008', { makes: ['Peugeot'], names: [['3008']] }],
    ['ram 1500 2019', { makes: ['Ram'], names: [['1500']], year_min: 2019, year_max: 2019 }],
    // Junk and filler.
    ['used toyota for sale', { makes: ['Toyota'] }],
    ['zzzz qqqq', { words: ['zzzz', 'qqqq'] }],
    ['toyota 1850', { makes: ['Toyota'], words: ['1850'] }],
    ['   ,,, !!! ', {}],
    ['%_\\', {}],
    ['(camry)', { names: [['Camry']] }],
    // Unicode: full-width digits, accents either way, other scripts kept as words.
    ['ＣＡＭＲＹ ２０１８', { names: [['Camry']], year_min: 2018, year_max: 2018 }],
    ['citroen', { makes: ['Citroën'] }],
    ['CITROËN c5', { makes: ['Citroën'], names: [['C5']] }],
    ['ឡានស្អាត', { words: ['ស្អាត'] }],
    ['camry 🚗', { names: [['Camry']] }],
  ])('%s', (text, expected) => {
    expect(parse(text)).toEqual(search(expected));
  });

  it('keeps very long input bounded: 200 characters, 12 words, quickly', () => {
    const long = `${'toyota camry 2018 '.repeat(2000)}lexus`;
    const started = performance.now();
    const result = parse(long);
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.makes).toEqual(['Toyota']);
    expect(result.names.length).toBeLessThanOrEqual(12);
    expect(result.words).toEqual([]);
    expect(parse('a'.repeat(100_000))).toEqual(search({ words: ['a'.repeat(200)] }));
  });

  it('reads years and words without a vocabulary', () => {
    expect(parseCarSearch('Toyota Land Cruiser 2021', undefined, { maxYear: 2026 })).toEqual(
      search({ words: ['toyota', 'land', 'cruiser'], year_min: 2021, year_max: 2021 }),
    );
  });

  it('never reads a year past maxYear', () => {
    expect(parse('camry 2030')).toEqual(search({ names: [['Camry']], words: ['2030'] }));
  });

  it('uses an alias only when what it names is listed', () => {
    const noBenz = buildVocabulary([{ make: 'Toyota', model: 'Prado', trim: '' }]);
    expect(parseCarSearch('benz prado', noBenz, { maxYear: 2026 })).toEqual(
      search({ words: ['benz'], names: [['Prado']] }),
    );
  });
});

describe('searchBounds (the site keeps the typed years and prices with a chosen suggestion)', () => {
  const bounds = (partial: Partial<SearchBounds>): SearchBounds => ({
    year_min: null,
    year_max: null,
    price_min: null,
    price_max: null,
    ...partial,
  });
  it.each<[string, string, Partial<SearchBounds>]>([
    ['Toyota Land Cruiser 2021', 'Toyota Land Cruiser', { year_min: 2021, year_max: 2021 }],
    ['camry 2015-2018', 'Toyota Camry', { year_min: 2015, year_max: 2018 }],
    ['camry 2018–2015', 'Toyota Camry', { year_min: 2015, year_max: 2018 }],
    ['lexus 2015 2019', 'Lexus', { year_min: 2015, year_max: 2019 }],
    ['camry since 2016', 'Toyota Camry', { year_min: 2016 }],
    ['camry before 2016', 'Toyota Camry', { year_max: 2015 }],
    ['ram 1500', 'Ram 1500', {}],
    ['rx350', 'Lexus RX 350', {}],
    ['camry 2030', 'Toyota Camry', {}],
    ['camry 18', 'Toyota Camry', { year_min: 2018, year_max: 2018 }],
    ['lexus rx 07', 'Lexus RX 350', { year_min: 2007, year_max: 2007 }],
    ['civic 98-02', 'Honda Civic', { year_min: 1998, year_max: 2002 }],
    ['toyota 86', 'Toyota 86', {}],
    ['camry 18', '', {}],
    ["camry '18", '', { year_min: 2018, year_max: 2018 }],
    ['camry under 20k', 'Toyota Camry', { price_max: 20_000 }],
    ['camry 18 $10k to $20k', 'Toyota Camry', { year_min: 2018, year_max: 2018, price_min: 10_000, price_max: 20_000 }],
    ['camry under 2000', 'Toyota Camry', { price_max: 2000 }],
    ['តូយ៉ូតា ឆ្នាំ១៨ ក្រោម ២ម៉ឺន', 'Toyota', { year_min: 2018, year_max: 2018, price_max: 20_000 }],
  ])('%s (%s)', (text, name, expected) => {
    expect(searchBounds(text, name, 2026)).toEqual(bounds(expected));
  });

  it('reads up to next year by default', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(searchBounds(`camry ${next}`)).toMatchObject({ year_min: next, year_max: next });
    expect(searchBounds(`camry ${next + 1}`)).toMatchObject({ year_min: null, year_max: null });
  });
});

describe('fullYear', () => {
  it.each([
    ['18', 2026, 2018],
    ['07', 2026, 2007],
    ['26', 2026, 2026],
    ['27', 2026, 1927],
    ['98', 2026, 1998],
    ['00', 2026, 2000],
    ['27', 2027, 2027],
  ] as const)('%s with %i the latest → %i', (digits, maxYear, year) => {
    expect(fullYear(digits, maxYear)).toBe(year);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['toyota', 'toyta', true],
    ['camry', 'camary', true],
    ['hyundai', 'hyundia', true],
    ['lexus', 'lexas', true],
    ['lexus', 'lexus', true],
    ['toyota', 'tyta', false],
    ['ford', 'fiat', false],
    ['camry', 'carmy', true],
    ['abc', 'cba', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
