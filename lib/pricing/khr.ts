// US dollars in Cambodian riel at the staff-set rate, for the "≈ … KHR" beside a price (issue 16, decision 047).

/** Riel amounts shown beside a dollar price are rounded to the nearest 1,000 riel (about 25 US cents). */
const KHR_STEP = 1_000;
const plain = new Intl.NumberFormat('en-US');

/** Whole riel for `usd` at `khrPerUsd`, rounded to the nearest 1,000. */
export function usdToKhr(usd: number, khrPerUsd: number): number {
  return Math.round((usd * khrPerUsd) / KHR_STEP) * KHR_STEP;
}

/** 24500 at 4100 → `≈ 100,450,000 KHR` (the ISO code renders everywhere; ៛ needs a Khmer font); null for "price on request" (0) or no rate. */
export function formatKhr(usd: number, khrPerUsd: number | null | undefined): string | null {
  if (!khrPerUsd || usd <= 0) return null;
  return `≈ ${plain.format(usdToKhr(usd, khrPerUsd))} KHR`;
}

/** The same amount in words for screen readers: `about 100,450,000 riel`. */
export function khrLabel(usd: number, khrPerUsd: number): string {
  return `about ${plain.format(usdToKhr(usd, khrPerUsd))} riel`;
}
