// Price and mileage inputs of the car filters (spec §5, §9): typed text to plain numbers, and the option labels.
import { FIRST_YEAR, LAST_YEAR, stripPrice } from './contract/price';

/** The contract's rule, for forms that send price text. */
export { stripPrice };

/** A stripped price as a whole number of dollars, or null when it is empty or not a non-negative integer. */
export function parsePrice(input: string): number | null {
  const stripped = stripPrice(input);
  return /^\d{1,9}$/.test(stripped) ? Number(stripped) : null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat('en-US');

export interface RangeOption {
  label: string;
  /** The number sent to the API; empty for the open-ended 'Higher'. */
  value: string;
}

export const HIGHER_LABEL = 'Higher';

const PRICE_STEPS = [
  0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000, 200_000, 300_000, 400_000,
  500_000,
];

/** Spec §9: price labels `$0` to `$500,000`, then 'Higher' (no upper bound). */
export const PRICE_OPTIONS: RangeOption[] = [
  ...PRICE_STEPS.map((step) => ({ label: usd.format(step), value: String(step) })),
  { label: HIGHER_LABEL, value: '' },
];

/** Spec §9: mileage labels `10,000` to `150,000` in steps of 10,000, then 'Higher'. */
export const MILEAGE_OPTIONS: RangeOption[] = [
  ...Array.from({ length: 15 }, (_, i) => (i + 1) * 10_000).map((step) => ({
    label: plain.format(step),
    value: String(step),
  })),
  { label: HIGHER_LABEL, value: '' },
];

/** Spec §9: years 1960 to 2026, newest first. */
export const YEAR_OPTIONS: number[] = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => LAST_YEAR - i);

/** 24500 → `$24,500`; 0 means the seller has not set a price. */
export const formatUsd = (value: number): string => (value > 0 ? usd.format(value) : 'Price on request');
