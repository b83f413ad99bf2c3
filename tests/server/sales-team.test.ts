import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTeamSchema } from '@/lib/contract/content';
import { insertSalesPerson } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/sales-team/', () => {
  it('is an empty list before anyone is added', async () => {
    const res = await t.request('/api/sales-team/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('lists the team in display order with absolute photo URLs', async () => {
    const db = t.database.db;
    await insertSalesPerson(db, {
      name: 'Sokha Chan',
      position: 'Advisor',
      sort_order: 2,
      photo: '/media/team/sokha.jpg',
    });
    await insertSalesPerson(db, {
      name: 'Dara Kim',
      position: 'Automotive Manager',
      sort_order: 1,
      phone: '+855 12 345 678',
    });
    await insertSalesPerson(db, { name: 'Vanna Lim', position: 'Advisor', sort_order: 2 });

    const res = await t.request('/api/sales-team/');
    const team = salesTeamSchema.parse(await res.json());
    expect(team.map((p) => p.name)).toEqual(['Dara Kim', 'Sokha Chan', 'Vanna Lim']);
    expect(team[0]).toMatchObject({
      position: 'Automotive Manager',
      phone: '+855 12 345 678',
      languages: 'Khmer, English',
    });
    expect(team[1]?.photo).toBe('http://testserver/media/team/sokha.jpg');
  });
});
