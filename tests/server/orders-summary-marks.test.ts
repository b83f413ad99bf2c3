// Summary reports carry their car sale's done and flagged marks for staff (the staff list's row colours, decision
// 037), and never for the customer whose car it is.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageSchemas, orderRecordSchemas } from '@/lib/contract/orders';
import { carSales } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildWorld, type World } from './orders-fixtures';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  await t.database.db.update(carSales).set({ is_done: true, is_flagged: true }).where(eq(carSales.id, w.cars.A.sale));
});
afterAll(() => t.close());

const list = async (token: string | undefined) => {
  const response = await t.request('/api/v2/orders/summaryreports/', { token });
  expect(response.status).toBe(200);
  return orderPageSchemas.summaryreports.parse(await response.json());
};

describe('summary reports: the car sale marks', () => {
  it("gives staff each car's done and flagged marks in the list and the detail", async () => {
    const page = await list(w.tokens.staff);
    const mine = page.results.find((row) => row.id === w.cars.A.summary);
    expect(mine).toMatchObject({ is_done: true, is_flagged: true });
    const other = page.results.find((row) => row.id === w.cars.B.summary);
    expect(other).toMatchObject({ is_done: false, is_flagged: false });

    const response = await t.request(`/api/v2/orders/summaryreports/${w.cars.A.summary}/`, { token: w.tokens.staff });
    expect(orderRecordSchemas.summaryreports.parse(await response.json())).toMatchObject({ is_done: true });
  });

  it('leaves them out of the customer’s own answer', async () => {
    const page = await list(w.tokens.customerA);
    expect(page.results.length).toBeGreaterThan(0);
    for (const row of page.results) {
      expect(row).not.toHaveProperty('is_done');
      expect(row).not.toHaveProperty('is_flagged');
    }
  });
});
