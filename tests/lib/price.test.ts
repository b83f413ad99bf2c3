import { describe, expect, it } from 'vitest';
import { MILEAGE_OPTIONS, PRICE_OPTIONS, YEAR_OPTIONS, parsePrice, stripPrice } from '@/lib/price';

describe('stripPrice', () => {
  it.each([
    ['$12,500', '12500'],
    ['12500', '12500'],
    ['$1,000,000', '1000000'],
    [' $ 9,999 ', '9999'],
    ['', ''],
    ['abc', 'abc'],
  ])('%j → %j', (input, expected) => {
    expect(stripPrice(input)).toBe(expected);
  });
});

describe('parsePrice', () => {
  it('reads typed prices as whole dollars', () => {
    expect(parsePrice('$25,000')).toBe(25000);
    expect(parsePrice('0')).toBe(0);
  });

  it.each(['', '$', '12.5', '-5', 'ten', '1e5'])('rejects %j', (input) => {
    expect(parsePrice(input)).toBeNull();
  });
});

describe('filter option sets (spec §9)', () => {
  it('lists years 1960 to 2026, newest first', () => {
    expect(YEAR_OPTIONS[0]).toBe(2026);
    expect(YEAR_OPTIONS.at(-1)).toBe(1960);
    expect(YEAR_OPTIONS).toHaveLength(67);
  });

  it('labels prices $0 to $500,000 then Higher, with no bound for Higher', () => {
    expect(PRICE_OPTIONS[0]).toEqual({ label: '$0', value: '0' });
    expect(PRICE_OPTIONS.at(-2)).toEqual({ label: '$500,000', value: '500000' });
    expect(PRICE_OPTIONS.at(-1)).toEqual({ label: 'Higher', value: '' });
  });

  it('labels mileage 10,000 to 150,000 then Higher', () => {
    expect(MILEAGE_OPTIONS[0]).toEqual({ label: '10,000', value: '10000' });
    expect(MILEAGE_OPTIONS.at(-2)).toEqual({ label: '150,000', value: '150000' });
    expect(MILEAGE_OPTIONS.at(-1)).toEqual({ label: 'Higher', value: '' });
  });
});
