import { describe, expect, it } from 'vitest';
import { parseOptionalRouteId, parseRouteId } from '@/lib/route-id';

describe('parseRouteId', () => {
  it('accepts positive integers', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-1', '007', '1e3', '1.5', 'abc', '', ' 1', '2147483648', '99999999999'])('rejects %j', (raw) => {
    expect(parseRouteId(raw)).toBeNull();
  });

  it('rejects a missing segment', () => {
    expect(parseRouteId(undefined)).toBeNull();
  });
});

describe('parseOptionalRouteId', () => {
  it('treats no segment as no id', () => {
    expect(parseOptionalRouteId(undefined)).toEqual({ id: null });
    expect(parseOptionalRouteId([])).toEqual({ id: null });
  });

  it('accepts one valid id', () => {
    expect(parseOptionalRouteId(['12'])).toEqual({ id: 12 });
  });

  it('rejects a bad id or extra segments', () => {
    expect(parseOptionalRouteId(['x'])).toBeNull();
    expect(parseOptionalRouteId(['1', '2'])).toBeNull();
  });
});
