// The free-text car search parser against a table of what people type: years, ranges, aliases, typos, junk.
import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  parseCarSearch,
  withinOneEdit,
  type CarSearch,
  type ListedName,
} from '@/lib/search/car-search-text';
import { searchYears } from '@/lib/search/car-search-years';

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
];
const vocabulary = buildVocabulary(listed);
const parse = (text: string) => parseCarSearch(text, vocabulary, { maxYear: 2026 });

const none: CarSearch = { makes: [], names: [], year_min: null, year_max: null, words: [] };
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
    ['តូយ៉ូតា 2020', { words: ['តូយ៉ូតា'], year_min: 2020, year_max: 2020 }],
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

describe('searchYears (the site keeps the typed years with a chosen suggestion)', () => {
  it.each<[string, number | null, number | null]>([
    ['Toyota Land Cruiser 2021', 2021, 2021],
    ['camry 2015-2018', 2015, 2018],
    ['camry 2018–2015', 2015, 2018],
    ['lexus 2015 2019', 2015, 2019],
    ['camry since 2016', 2016, null],
    ['camry before 2016', null, 2015],
    ['ram 1500', null, null],
    ['rx350', null, null],
    ['camry 2030', null, null],
  ])('%s', (text, year_min, year_max) => {
    expect(searchYears(text, 2026)).toEqual({ year_min, year_max });
  });

  it('reads up to next year by default', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(searchYears(`camry ${next}`)).toEqual({ year_min: next, year_max: next });
    expect(searchYears(`camry ${next + 1}`)).toEqual({ year_min: null, year_max: null });
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
