// Reads free-text car search as people type it ("Toyota Land Cruiser 2021", "camry 2015-2018", "rx350", "benz",
// "camry 18", "under 20k", "តូយ៉ូតា ឆ្នាំ២០១៨"): years and year ranges, prices, makes, model and trim names with their
// aliases and one-letter typos. Pure and bounded.
import { takePrices, type Prices } from './car-search-prices';
import {
  isYear,
  latestModelYear,
  narrow,
  normaliseSearchText as normalise,
  takeYearRanges,
  twoDigitYears,
  type Years,
} from './car-search-years';

/** A make/model/trim name as listed; the vocabulary that words are recognised against. */
export interface ListedName {
  make: string;
  model: string;
  trim: string;
}

/** What a search text asks for. Names keep the listings' own spelling; `words` are what nothing recognised. */
export interface CarSearch {
  /** Makes named: a car of any of them matches. */
  makes: string[];
  /** Model or trim phrases: each group must appear in the car's name (any one spelling of the group). */
  names: string[][];
  year_min: number | null;
  year_max: number | null;
  /** Whole US dollars, both inclusive: the filter panel's price__gte / price__lte. */
  price_min: number | null;
  price_max: number | null;
  /** Everything else, lower case: each word must appear in the car's name. */
  words: string[];
}

/** Text beyond this is ignored (the API refuses it before it gets here). */
export const MAX_SEARCH_TEXT = 200;
/** Words beyond this are ignored. */
export const MAX_SEARCH_TOKENS = 12;
/** A span of up to this many words may name one make, model or trim ("alfa romeo", "land cruiser 80"). */
const MAX_SPAN = 4;
/** Typos are forgiven only in words this long (shorter ones have too many one-letter neighbours). */
const MIN_TYPO_LENGTH = 4;

// Names people use for a make or a model that the listings spell differently. One is used only when what it names
// is listed (so a listing that really is called "Prado" is never redirected).
const MAKE_ALIASES: Record<string, string> = {
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  merc: 'Mercedes-Benz',
  mb: 'Mercedes-Benz',
  chevy: 'Chevrolet',
  chev: 'Chevrolet',
  vw: 'Volkswagen',
  volks: 'Volkswagen',
  bimmer: 'BMW',
  beemer: 'BMW',
  beamer: 'BMW',
  lambo: 'Lamborghini',
  caddy: 'Cadillac',
  alfa: 'Alfa Romeo',
  aston: 'Aston Martin',
  rolls: 'Rolls-Royce',
  mitsu: 'Mitsubishi',
  landy: 'Land Rover',
};
const MODEL_ALIASES: Record<string, string> = {
  lc: 'Land Cruiser',
  lc200: 'Land Cruiser',
  lc300: 'Land Cruiser',
  lc80: 'Land Cruiser 80',
  prado: 'Land Cruiser Prado',
  vette: 'Corvette',
  gwagon: 'G-Class',
  gwagen: 'G-Class',
  evo: 'Lancer Evolution',
  miata: 'MX-5 Miata',
};

// Filler that never narrows a car search, and the words a price or year leaves behind when a name does not use them.
const STOP_WORDS = new Set([
  ...['a', 'an', 'the', 'and', 'or', 'for', 'in', 'of', 'with', 'car', 'cars', 'sale', 'used'],
  ...['price', 'usd', 'dollar', 'dollars', '$', 'year', 'under', 'over', 'below', 'above', 'than', 'budget'],
]);

interface Phrase {
  /** The phrase as listed, e.g. "Land Cruiser"; several when listings spell one key differently ("CR-V", "CRV"). */
  spellings: Set<string>;
  /** Makes that list it (a four-digit model such as Peugeot's "3008" counts only when its make is named). */
  makes: Set<string>;
}

/** The listed names, prepared once per list of names: keys are the compact forms of makes and phrases. */
export interface SearchVocabulary {
  makes: Map<string, Set<string>>;
  phrases: Map<string, Phrase>;
  /** Make and model keys a typo may be corrected to, by length. */
  typoKeys: Map<number, string[]>;
  /** Every listed word joined: a typed word found in it is never "corrected". */
  text: string;
}

/** The comparable form of a word or phrase: accents dropped, only letters and digits ("CR-V" → "crv"). */
export function compact(text: string): string {
  return normalise(text)
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function addPhrase(phrases: Map<string, Phrase>, key: string, spelling: string, make: string): void {
  const phrase = phrases.get(key) ?? { spellings: new Set<string>(), makes: new Set<string>() };
  phrases.set(key, phrase);
  phrase.spellings.add(spelling);
  phrase.makes.add(make);
}

/** Every run of up to MAX_SPAN consecutive words of a name ("Land Cruiser 80" → "Land", "Land Cruiser", …). */
function runs(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_SPAN); end++)
      out.push(words.slice(start, end).join(' '));
  return out;
}

export function buildVocabulary(names: readonly ListedName[]): SearchVocabulary {
  const makes = new Map<string, Set<string>>();
  const phrases = new Map<string, Phrase>();
  const modelKeys = new Set<string>();
  const words = new Set<string>();
  for (const { make, model, trim } of names) {
    if (make) addTo(makes, compact(make), make);
    for (const [name, isModel] of [
      [model, true],
      [trim, false],
    ] as const) {
      for (const run of runs(name)) {
        const key = compact(run);
        // One letter or digit ("3", "S") says too little to be a name on its own.
        if (key.length < 2) continue;
        addPhrase(phrases, key, run, make);
        if (isModel) modelKeys.add(key);
      }
    }
    for (const word of `${make} ${model} ${trim}`.split(/\s+/)) if (word) words.add(normalise(word));
  }
  for (const [alias, make] of Object.entries(MAKE_ALIASES)) {
    const listed = makes.get(compact(make));
    if (listed && !makes.has(alias)) makes.set(alias, listed);
  }
  for (const [alias, model] of Object.entries(MODEL_ALIASES)) {
    const listed = phrases.get(compact(model));
    if (listed && !phrases.has(alias)) {
      phrases.set(alias, listed);
      modelKeys.add(alias);
    }
  }
  const typoKeys = new Map<number, string[]>();
  for (const key of [...makes.keys(), ...modelKeys]) {
    if (key.length < MIN_TYPO_LENGTH || !/\p{L}/u.test(key)) continue;
    const list = typoKeys.get(key.length) ?? [];
    typoKeys.set(key.length, list);
    if (!list.includes(key)) list.push(key);
  }
  return { makes, phrases, typoKeys, text: [...words].join('\n') };
}

/** At most one letter inserted, dropped, changed, or two neighbours swapped ("toyta", "camary", "hyundia"). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function typoCandidates(key: string, vocabulary: SearchVocabulary): string[] {
  if (key.length < MIN_TYPO_LENGTH || !/\p{L}/u.test(key)) return [];
  const found: string[] = [];
  for (const length of [key.length - 1, key.length, key.length + 1])
    for (const candidate of vocabulary.typoKeys.get(length) ?? [])
      if (withinOneEdit(key, candidate)) found.push(candidate);
  return found;
}

type Match = { kind: 'make'; makes: Set<string> } | { kind: 'phrase'; phrase: Phrase };

function exactMatch(key: string, vocabulary: SearchVocabulary): Match | null {
  const makes = vocabulary.makes.get(key);
  if (makes) return { kind: 'make', makes };
  const phrase = vocabulary.phrases.get(key);
  return phrase ? { kind: 'phrase', phrase } : null;
}

/** Every make and phrase a typo'd key may have meant (makes win over models when both are one edit away). */
function typoMatch(key: string, vocabulary: SearchVocabulary): Match | null {
  const candidates = typoCandidates(key, vocabulary);
  const makes = new Set(candidates.flatMap((c) => [...(vocabulary.makes.get(c) ?? [])]));
  if (makes.size) return { kind: 'make', makes };
  const phrases = candidates.flatMap((c) => {
    const phrase = vocabulary.phrases.get(c);
    return phrase ? [phrase] : [];
  });
  if (!phrases.length) return null;
  return {
    kind: 'phrase',
    phrase: {
      spellings: new Set(phrases.flatMap((p) => [...p.spellings])),
      makes: new Set(phrases.flatMap((p) => [...p.makes])),
    },
  };
}

/** Makes named exactly (or by alias) anywhere in the words: they decide whether "3008" is a model or a year. */
function namedMakes(tokens: string[], vocabulary: SearchVocabulary): Set<string> {
  const named = new Set<string>();
  for (let start = 0; start < tokens.length; start++)
    for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_SPAN); end++)
      for (const make of vocabulary.makes.get(compact(tokens.slice(start, end).join(''))) ?? []) named.add(make);
  return named;
}

export interface ParseOptions {
  /** The latest model year a listing can have. */
  maxYear: number;
}

const EMPTY_VOCABULARY = buildVocabulary([]);

/** The longest run of words from `tokens[i]` that names a listed make, model or trim, if any. */
function nameAt(
  tokens: string[],
  i: number,
  vocabulary: SearchVocabulary,
  named: Set<string>,
  looksLikeYear: (token: string) => boolean,
): { match: Match; length: number } | null {
  for (let length = Math.min(MAX_SPAN, tokens.length - i); length >= 1; length--) {
    const span = tokens.slice(i, i + length);
    const key = compact(span.join(''));
    const hasYear = span.some(looksLikeYear);
    let match = exactMatch(key, vocabulary);
    // A lone year-like number is a model only when its make is named too (Peugeot "3008", BMW "2002").
    if (match?.kind === 'phrase' && hasYear && length === 1 && ![...match.phrase.makes].some((m) => named.has(m)))
      match = null;
    // Typos are forgiven only where some word is not in any listed name as typed.
    if (!match && !hasYear && !span.every((t) => vocabulary.text.includes(t))) match = typoMatch(key, vocabulary);
    if (match) return { match, length };
  }
  return null;
}

const makesOf = (match: Match) => (match.kind === 'make' ? match.makes : match.phrase.makes);

/**
 * What `text` asks for. Years (a four-digit number from 1900 to `maxYear`), ranges ("2015-2018", "2015 to 2018",
 * "2018-2015", "2015-18"), and bounds ("2015+", "since 2015", "before 2020") become year limits; so do two digits
 * right after a car's name ("camry 18", "lexus rx 07", "civic 98-02"), after "year" or with an apostrophe ("'18"),
 * unless they are a model or trim of that car's make ("toyota 86", "land cruiser 80"). Prices ("under 20k",
 * "$10k to $20k", "over 50k") become price limits. Runs of words that spell a listed make, model or trim — ignoring
 * case, accents, spaces and dashes ("rx350", "land cruiser", "CRV"), by an alias ("benz", "chevy", "lc") or with one
 * letter wrong in a word of four or more letters ("toyta") — become makes and names; the longest run wins. Khmer
 * digits and words are read first (car-search-khmer). Filler words are dropped; the rest are `words`.
 */
export function parseCarSearch(
  raw: string,
  vocabulary: SearchVocabulary = EMPTY_VOCABULARY,
  options: ParseOptions = { maxYear: latestModelYear() },
): CarSearch {
  const years: Years = { min: null, max: null };
  const prices: Prices = { min: null, max: null };
  const { maxYear } = options;
  const text = takePrices(takeYearRanges(normalise(raw.slice(0, MAX_SEARCH_TEXT)), years, maxYear), prices, maxYear);
  const tokens = text
    .split(/[\s,;/|]+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}\p{M}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, MAX_SEARCH_TOKENS);
  const named = namedMakes(tokens, vocabulary);
  const looksLikeYear = (token: string) => /^\d{4}$/.test(token) && isYear(Number(token), maxYear);

  const makes = new Set<string>();
  const names: string[][] = [];
  const words: string[] = [];
  const bareYears: number[] = [];
  // The makes of the name just read: two digits after a name are its year, unless that make lists them as a name.
  let after: Set<string> | null = null;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const found = nameAt(tokens, i, vocabulary, named, looksLikeYear);
    const twoDigits = after && twoDigitYears(token, maxYear);
    if (twoDigits) {
      const context = after!;
      const isName =
        found && (found.length > 1 || [...makesOf(found.match)].some((make) => context.has(make) || named.has(make)));
      if (!isName) {
        bareYears.push(...twoDigits);
        i++;
        continue;
      }
    }
    if (found) {
      const { match, length } = found;
      if (match.kind === 'make') match.makes.forEach((m) => makes.add(m));
      else names.push([...match.phrase.spellings]);
      after = makesOf(match);
      i += length;
      continue;
    }
    after = null;
    if (looksLikeYear(token)) bareYears.push(Number(token));
    else if (!STOP_WORDS.has(token)) words.push(token);
    i++;
  }
  // Two lone years ("2015 2018") are a range, like "2015-2018".
  return {
    makes: [...makes],
    names,
    ...narrow(years, bareYears),
    price_min: prices.min,
    price_max: prices.max,
    words,
  };
}
