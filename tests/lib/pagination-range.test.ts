import { describe, expect, it } from 'vitest';
import { pageCount, paginationRange } from '@/lib/pagination-range';

const E = 'ellipsis';

describe('paginationRange', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 7, [1, 2, 3, E, 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [6, 20, [1, E, 4, 5, 6, 7, 8, E, 20]],
    [1, 20, [1, 2, 3, E, 20]],
    [20, 20, [1, E, 18, 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, E, 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, E, 20]],
    [16, 20, [1, E, 14, 15, 16, 17, 18, 19, 20]],
    [99, 20, [1, E, 18, 19, 20]],
    [0, 5, [1, 2, 3, 4, 5]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });
});

describe('paginationRange with more pages after the known ones (an estimated count)', () => {
  it.each([
    [1, 2, [1, 2, E]],
    [2, 3, [1, 2, 3, E]],
    [6, 7, [1, E, 4, 5, 6, 7, E]],
    [40, 41, [1, E, 38, 39, 40, 41, E]],
  ])('page %i, %i known → %j, no last page', (current, known, expected) => {
    expect(paginationRange(current, known, true)).toEqual(expected);
  });
});

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
