// Years in free-text car search ("2021", "2015-2018", "2018-2015", "2015-18", "2015+", "before 2020", "'18",
// "year 18"): the small part of the parser the site needs (a suggestion chosen keeps the years typed), apart from the
// names' tables.
import { readKhmer } from './car-search-khmer';

export const MIN_YEAR = 1900;

/** The latest model year a listing can have: next year's models are on sale from this autumn. */
export function latestModelYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** Lower case, compatibility forms (full-width digits, ligatures) folded, Khmer read, one kind of dash and quote. */
export function normaliseSearchText(text: string): string {
  return readKhmer(text.normalize('NFKC').toLowerCase())
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc`]/g, "'");
}

/** A two-digit year as the latest year it can be, up to `maxYear`: with 2027 the latest, 18 → 2018, 98 → 1998. */
export function fullYear(twoDigits: string, maxYear: number): number {
  const year = maxYear - (maxYear % 100) + Number(twoDigits);
  return year > maxYear ? year - 100 : year;
}

/** The years a word of two digits may stand for: "18" → [2018], "98-02" → [1998, 2002]; null for any other word. */
export function twoDigitYears(word: string, maxYear: number): number[] | null {
  const match = /^(\d{2})(?:-(\d{2}))?$/.exec(word);
  return match && match.slice(1).flatMap((digits) => (digits ? [fullYear(digits, maxYear)] : []));
}

// Year ranges and bounds as people write them. Digits are checked against the year range after matching.
const Y = '(\\d{4})';
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const RANGE = new RegExp(
  `${EDGE_BEFORE}(?:(?:from|between)\\s+)?${Y}\\s*(?:-|to|\\.\\.|~|and|until|through|thru)\\s*(\\d{4}|\\d{2})${EDGE_AFTER}`,
  'gu',
);
const AT_LEAST = new RegExp(
  `${EDGE_BEFORE}(?:(?:>=|≥|since|from)\\s*${Y}|${Y}\\s*(?:\\+|or newer|and newer|or later|and later|and up|onwards|or above))${EDGE_AFTER}`,
  'gu',
);
const AFTER = new RegExp(`(?:>|${EDGE_BEFORE}(?:after|newer than))\\s*${Y}${EDGE_AFTER}`, 'gu');
const AT_MOST = new RegExp(
  `${EDGE_BEFORE}(?:(?:<=|≤|until|up to)\\s*${Y}|${Y}\\s*(?:or older|and older|or earlier|or below))${EDGE_AFTER}`,
  'gu',
);
const BEFORE = new RegExp(`(?:<|${EDGE_BEFORE}(?:before|older than))\\s*${Y}${EDGE_AFTER}`, 'gu');
// "model 2018", "year 2018", "my 2018": the word only introduces the year.
const YEAR_LEAD = new RegExp(`${EDGE_BEFORE}(?:model|year|my)\\s+(?=\\d{4}${EDGE_AFTER})`, 'gu');
// Two digits are a year only where nothing else can be meant: after "year" or "my" ("year 18", Khmer "ឆ្នាំ១៨"), or
// with an apostrophe ("'18", "'15-'18"). After a car's name ("camry 18") the parser decides, knowing the names.
const TWO_DIGIT_LEAD = new RegExp(
  `(?:${EDGE_BEFORE}(?:year|my)\\s*'?|(?<![\\p{L}\\p{N}'])')(\\d{2})(?:\\s*(?:-|to)\\s*'?(\\d{2}))?${EDGE_AFTER}`,
  'gu',
);

export interface Years {
  min: number | null;
  max: number | null;
}

export const isYear = (n: number, maxYear: number) => Number.isInteger(n) && n >= MIN_YEAR && n <= maxYear;

/** "2015-18" means 2018; "1998-02" means 2002. */
function secondYear(first: number, raw: string): number {
  if (raw.length === 4) return Number(raw);
  const century = first - (first % 100);
  const year = century + Number(raw);
  return year < first ? year + 100 : year;
}

/** Takes the year ranges and bounds out of the text, narrowing `years`; what is left is words. */
export function takeYearRanges(text: string, years: Years, maxYear: number): string {
  const atLeast = (y: number) => (years.min = years.min === null ? y : Math.max(years.min, y));
  const atMost = (y: number) => (years.max = years.max === null ? y : Math.min(years.max, y));
  const take = (pattern: RegExp, apply: (m: string[]) => boolean) =>
    (text = text.replace(pattern, (...match: string[]) => (apply(match) ? ' ' : match[0]!)));
  text = text.replace(YEAR_LEAD, ' ');
  take(TWO_DIGIT_LEAD, (m) => {
    const first = fullYear(m[1]!, maxYear);
    const second = m[2] ? fullYear(m[2], maxYear) : first;
    atLeast(Math.min(first, second));
    atMost(Math.max(first, second));
    return true;
  });
  take(RANGE, (m) => {
    const first = Number(m[1]);
    const second = secondYear(first, m[2]!);
    if (!isYear(first, maxYear) || !isYear(second, maxYear)) return false;
    // A reversed range ("2018-2015") is still the same years.
    atLeast(Math.min(first, second));
    atMost(Math.max(first, second));
    return true;
  });
  const bound = (pattern: RegExp, apply: (y: number) => void, shift: number) =>
    take(pattern, (m) => {
      const year = Number(m[1] ?? m[2]);
      if (!isYear(year, maxYear)) return false;
      apply(year + shift);
      return true;
    });
  bound(AT_LEAST, atLeast, 0);
  bound(AFTER, atLeast, 1);
  bound(AT_MOST, atMost, 0);
  bound(BEFORE, atMost, -1);
  return text;
}

/** `years` narrowed to the span of the lone years, if any, as the API's fields. */
export function narrow(years: Years, lone: number[]): { year_min: number | null; year_max: number | null } {
  if (!lone.length) return { year_min: years.min, year_max: years.max };
  const low = Math.min(...lone);
  const high = Math.max(...lone);
  return {
    year_min: years.min === null ? low : Math.max(years.min, low),
    year_max: years.max === null ? high : Math.min(years.max, high),
  };
}
