// Prices in free-text car search, as people type them: "under 20k", "below $15,000", "less than 12000", "20k-30k",
// "$10k to $20k", "over 50k", "max 25000", "from 8k", "15000$", "20k usd", and in Khmer "ក្រោម ២ម៉ឺនដុល្លារ" (read
// by car-search-khmer first). They become the filter panel's own bounds: price__gte / price__lte, whole US dollars,
// both inclusive ("under 20k" keeps a $20,000 car, as "Max price 20,000" does).
import { INT_MAX } from '@/lib/contract/ids';
import { isYear } from './car-search-years';

export interface Prices {
  min: number | null;
  max: number | null;
}

const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
// Not inside a word or a model name ("rx350", "f-150"; "20k-30k" is two amounts), nor after a decimal point or a
// thousands comma.
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}.,]|(?<!\\p{N})\\p{L}-)';
const CURRENCY = '(?:us\\s?\\$|\\$|usd|us dollars?|dollars?|bucks)';
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, 'ten thousand': 1e4 };
// "15,000", "15000", "12.5" — then "k", "thousand", "ten thousand" (Khmer ម៉ឺន), then the currency either side.
const amount = (n: string) =>
  `(?<${n}c1>${CURRENCY}\\s*)?${EDGE_BEFORE}(?<${n}>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)` +
  `(?:\\s*(?<${n}x>k|ten thousand|thousand|grand)${EDGE_AFTER})?` +
  // Khmer counts 15,000 as "១ម៉ឺន៥ពាន់": one ten-thousand and five thousand.
  `(?:(?<=ten thousand)\\s*(?<${n}y>\\d)\\s*thousand${EDGE_AFTER})?` +
  `(?:\\s*(?<${n}c2>${CURRENCY})(?![\\p{L}]))?` +
  // A distance is not a price ("under 50k km", "20k miles"), nor an amount in riel ("80000៛", Khmer "រៀល").
  `(?!\\s*(?:kms?|kilomet\\p{L}*|mi|miles?|riels?|khr)${EDGE_AFTER}|\\s*៛)`;

const AT_MOST = '(?:under|below|less than|cheaper than|max(?:imum)?|up to|at most|within|budget|price|<=|≤|<)';
const AT_LEAST = '(?:over|above|more than|min(?:imum)?|at least|from|starting at|starting from|>=|≥|>)';
const START = '(?<![\\p{L}\\p{N}])';

const RANGE = new RegExp(
  `${START}(?<lead>between\\s+|from\\s+)?${amount('a')}\\s*(?:-|to|and|~|\\.\\.)\\s*${amount('b')}${EDGE_AFTER}`,
  'gu',
);
const MAX_LEAD = new RegExp(`${START}${AT_MOST}\\s*(?:of\\s+)?${amount('a')}${EDGE_AFTER}`, 'gu');
const MIN_LEAD = new RegExp(`${START}${AT_LEAST}\\s*${amount('a')}${EDGE_AFTER}`, 'gu');
const MAX_TAIL = new RegExp(`${amount('a')}\\s*(?:or less|or under|and under|or cheaper|max)${EDGE_AFTER}`, 'gu');
const MIN_TAIL = new RegExp(`${amount('a')}\\s*(?:\\+|or more|and up|and above|or above)(?![\\p{L}\\p{N}])`, 'gu');
const BARE = new RegExp(`${START}${amount('a')}${EDGE_AFTER}`, 'gu');

interface Amount {
  value: number;
  /** Written as money: a currency or a multiplier ("$", "usd", "k"). */
  money: boolean;
  multiplier: number | null;
  digits: number;
}

function readAmount(groups: Record<string, string | undefined>, n: string): Amount {
  const digits = Number(groups[n]!.replace(/,/g, ''));
  const multiplier = groups[`${n}x`] ? MULTIPLIERS[groups[`${n}x`]!]! : null;
  return {
    digits,
    multiplier,
    value: digits * (multiplier ?? 1) + Number(groups[`${n}y`] ?? 0) * 1e3,
    money: Boolean(groups[`${n}c1`] || groups[`${n}c2`] || multiplier),
  };
}

const whole = (value: number, round: (n: number) => number) => Math.min(INT_MAX, round(value));

/** Takes the prices out of the text, narrowing `prices`; what is left is words (and years). */
export function takePrices(text: string, prices: Prices, maxYear: number): string {
  const atLeast = (v: number) => (prices.min = Math.max(prices.min ?? 0, whole(v, Math.ceil)));
  const atMost = (v: number) => (prices.max = Math.min(prices.max ?? INT_MAX, whole(v, Math.floor)));
  const take = (pattern: RegExp, apply: (groups: Record<string, string | undefined>) => boolean) =>
    (text = text.replace(pattern, (...args: unknown[]) => {
      const groups = args.at(-1) as Record<string, string | undefined>;
      return apply(groups) ? ' ' : (args[0] as string);
    }));
  take(RANGE, (g) => {
    const a = readAmount(g, 'a');
    const b = readAmount(g, 'b');
    // "10-20k" is 10k to 20k: the first number takes the second's multiplier when it is the smaller number.
    if (!a.multiplier && b.multiplier && a.digits <= b.digits) a.value = a.digits * b.multiplier;
    // Without a currency or a multiplier, only numbers that cannot be years and are car prices make a range.
    const plain = (x: Amount) => x.value >= 1000 && !isYear(x.value, maxYear);
    if (!a.money && !b.money && !(plain(a) && plain(b))) return false;
    atLeast(Math.min(a.value, b.value));
    atMost(Math.max(a.value, b.value));
    return true;
  });
  take(MAX_LEAD, (g) => (atMost(readAmount(g, 'a').value), true));
  take(MIN_LEAD, (g) => (atLeast(readAmount(g, 'a').value), true));
  take(MAX_TAIL, (g) => (atMost(readAmount(g, 'a').value), true));
  take(MIN_TAIL, (g) => {
    const a = readAmount(g, 'a');
    if (!a.money) return false; // "2015+" is a year (taken before), "300+" is not a price
    atLeast(a.value);
    return true;
  });
  // A lone amount written as money is a budget: "camry $15,000", "15000$", "20k usd".
  take(BARE, (g) => {
    const a = readAmount(g, 'a');
    if (!a.money) return false;
    atMost(a.value);
    return true;
  });
  return text;
}
