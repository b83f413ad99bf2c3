// The years and prices of a typed search, for the site: a suggestion chosen from "camry 18 under 20k" opens Toyota
// Camry with year__gte/__lte 2018 and price__lte 20000. Small (no name tables): the parser reads the same text the
// same way on the server, knowing every listed name.
import { takePrices, type Prices } from './car-search-prices';
import {
  isYear,
  latestModelYear,
  narrow,
  normaliseSearchText,
  takeYearRanges,
  twoDigitYears,
  type Years,
} from './car-search-years';

export interface SearchBounds {
  year_min: number | null;
  year_max: number | null;
  price_min: number | null;
  price_max: number | null;
}

const compact = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * What `text` asks for in years (ranges, bounds, lone years; two lone years are a range) and prices. `name` is the
 * car the text was taken to mean (a chosen suggestion's name): two digits right after one of its words are a year
 * ("camry 18" for Toyota Camry), unless they are a word of that name ("toyota 86" for Toyota 86).
 */
export function searchBounds(text: string, name = '', maxYear = latestModelYear()): SearchBounds {
  const years: Years = { min: null, max: null };
  const prices: Prices = { min: null, max: null };
  const rest = takePrices(takeYearRanges(normaliseSearchText(text), years, maxYear), prices, maxYear);
  const nameKey = compact(normaliseSearchText(name));
  const nameWords = new Set(normaliseSearchText(name).split(/[^\p{L}\p{N}]+/u));
  const lone: number[] = [];
  let afterName = false;
  for (const raw of rest.split(/[\s,;/|]+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!word) continue;
    const twoDigits = afterName && !nameWords.has(word) && twoDigitYears(word, maxYear);
    if (twoDigits) {
      lone.push(...twoDigits);
      continue;
    }
    if (/^\d{4}$/.test(word) && isYear(Number(word), maxYear)) lone.push(Number(word));
    afterName = compact(word).length >= 2 && nameKey.includes(compact(word));
  }
  return { ...narrow(years, lone), price_min: prices.min, price_max: prices.max };
}
