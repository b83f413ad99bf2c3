// Facet data is loaded once for a burst of identical requests (single-flight), and small results are never kept.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { facetsSchema } from '@/lib/contract/cars';
import * as searchRepository from '@/server/modules/cars/search.repository';
import { insertCar } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCar(t.database.db, { make_name: 'Subaru', model_name: 'Outback', trim_name: 'Limited' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const facets = async (query: string) => {
  const res = await t.request(`/api/cars/search-filter-data-v3/all/${query}`);
  expect(res.status).toBe(200);
  return facetsSchema.parse(await res.json());
};

describe('facet cache', () => {
  it('runs the scans once for concurrent identical misses, and every request gets the answer', async () => {
    const bounds = vi.spyOn(searchRepository, 'findBounds');
    const answers = await Promise.all(Array.from({ length: 8 }, () => facets('?make_name=Subaru')));
    expect(bounds).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect(answer.count).toBe(1);
    // A different query is its own load.
    await facets('?make_name=Subaru&year__gte=2000');
    expect(bounds).toHaveBeenCalledTimes(2);
  });

  it('does not keep a small result: a new listing counts at once', async () => {
    expect((await facets('?make_name=Saab')).count).toBe(0);
    await insertCar(t.database.db, { make_name: 'Saab', model_name: '900', trim_name: 'Turbo' });
    expect((await facets('?make_name=Saab')).count).toBe(1);
  });
});
