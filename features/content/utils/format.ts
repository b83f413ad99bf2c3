// Number formats of car cards: whole US dollars and miles, the way US listings write them.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const miles = new Intl.NumberFormat('en-US');

/** 24500 → `$24,500`; 0 means the seller has not set a price. */
export const formatUsd = (value: number) => (value > 0 ? usd.format(value) : 'Price on request');

/** 36123 → `36,123 mi` */
export const formatMiles = (value: number) => `${miles.format(value)} mi`;
