// One mileage-unit rule for the dealer form, the API's cards and the mixed lists' km filter (decisions 046, 052).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMileage, listingMileageUnit, mileageBoundIn } from '@/lib/contract/mileage';

describe('listingMileageUnit', () => {
  it.each([
    [{ country: 'KH', vehicle_type: 'car' }, 'km'],
    [{ country: 'US', vehicle_type: 'car' }, 'mi'],
    [{ country: 'CA', vehicle_type: 'car' }, 'mi'],
    [{ country: 'KH', vehicle_type: 'boat' }, 'h'],
    [{ country: 'US', vehicle_type: 'boat' }, 'h'],
  ] as const)('%o → %s', (car, unit) => {
    expect(listingMileageUnit(car)).toBe(unit);
  });
});

describe('convertMileage', () => {
  it.each([
    [42_100, 'mi', 'km', 67_753],
    [100_000, 'km', 'mi', 62_137],
    [62_137, 'mi', 'km', 100_000],
    [50_000, 'km', 'km', 50_000],
    [320, 'h', 'km', 320],
    [320, 'mi', 'h', 320],
  ] as const)('%i %s → %s: %i', (value, from, to, expected) => {
    expect(convertMileage(value, from, to)).toBe(expected);
  });
});

describe('mileageBoundIn', () => {
  it.each([
    ['mi', 'lte', 67_753, 42_100],
    ['mi', 'lte', 50_000, 31_068],
    ['mi', 'gte', 150_000, 93_206],
    ['km', 'lte', 50_000.7, 50_000],
    ['km', 'gte', 50_000.2, 50_001],
    ['mi', 'lte', 0, 0],
    ['mi', 'gte', 0, 0],
  ] as const)('%s %s %d km → %i', (unit, lookup, km, bound) => {
    expect(mileageBoundIn(unit, lookup, km)).toBe(bound);
  });

  it('keeps exactly the readings whose km, as the cards print them, meet the bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (km, miles) => {
        const shown = convertMileage(miles, 'mi', 'km');
        expect(miles <= mileageBoundIn('mi', 'lte', km)).toBe(shown <= km);
        expect(miles >= mileageBoundIn('mi', 'gte', km)).toBe(shown >= km);
      }),
    );
  });

  it('stays within the database integer range for absurd bounds', () => {
    expect(mileageBoundIn('km', 'lte', 1e300)).toBe(2_147_483_647);
    expect(mileageBoundIn('mi', 'gte', 1e300)).toBeLessThanOrEqual(2_147_483_647);
    expect(mileageBoundIn('mi', 'lte', -1e300)).toBeGreaterThanOrEqual(-2_147_483_648);
  });
});
