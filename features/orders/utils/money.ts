// Money on the records: whole US dollars, always shown (a $0 fee is a real figure, unlike a car's "price on request").
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 24500 → `$24,500`; 0 → `$0`; -300 → `-$300`. */
export const formatMoney = (value: number): string => usd.format(value);
