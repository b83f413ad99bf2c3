import { describe, expect, it } from 'vitest';
import { dropEmpty, fromSearchParams, mergeQuery, toQueryString, withQuery } from '@/lib/query-string';

describe('toQueryString', () => {
  it('drops empty values and keeps the rest in order', () => {
    expect(toQueryString({ make_name: 'BMW', q: '', model_name: '  ', page: 2, x: null, y: undefined })).toBe(
      'make_name=BMW&page=2',
    );
  });

  it('keeps zero and false, which are values', () => {
    expect(toQueryString({ price__gte: 0, featured: false })).toBe('price__gte=0&featured=false');
  });

  it('encodes spaces and symbols', () => {
    expect(toQueryString({ model_name: 'Land Cruiser', trim_name: 'A&B' })).toBe(
      'model_name=Land+Cruiser&trim_name=A%26B',
    );
  });
});

describe('withQuery', () => {
  it('leaves the bare path when nothing is set', () => {
    expect(withQuery('/cars', { search: '' })).toBe('/cars');
    expect(withQuery('/cars', { search: 'civic' })).toBe('/cars?search=civic');
  });
});

describe('fromSearchParams', () => {
  it('takes the first of repeated keys and drops empties', () => {
    expect(fromSearchParams({ make_name: ['BMW', 'Audi'], q: '', page: '3', x: undefined })).toEqual({
      make_name: 'BMW',
      page: '3',
    });
    expect(fromSearchParams(new URLSearchParams('a=1&b=&a=2'))).toEqual({ a: '1' });
  });
});

describe('mergeQuery', () => {
  it('goes back to page 1 when a filter changes', () => {
    expect(mergeQuery({ make_name: 'BMW', page: '4' }, { year__gte: 2010 })).toEqual({
      make_name: 'BMW',
      year__gte: '2010',
    });
  });

  it('keeps filters when only the page changes', () => {
    expect(mergeQuery({ make_name: 'BMW', page: '4' }, { page: 5 })).toEqual({ make_name: 'BMW', page: '5' });
  });

  it('removes a filter set to empty', () => {
    expect(mergeQuery({ make_name: 'BMW', model_name: 'X5' }, { model_name: '' })).toEqual({ make_name: 'BMW' });
  });
});

describe('dropEmpty', () => {
  it('trims values', () => {
    expect(dropEmpty({ q: ' civic ' })).toEqual({ q: 'civic' });
  });
});
