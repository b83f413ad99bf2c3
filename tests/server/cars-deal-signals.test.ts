// Deal signals on car cards: previous_price from the price history and auction_ends_at, on every card list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carDetailSchema, carPageSchema, type CarCard } from '@/lib/contract/cars';
import { signToken } from '@/server/auth/jwt';
import { carPriceHistory } from '@/server/db/schema';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let dealerToken: string;
let ids: Record<string, number>;
const ENDS = '2030-05-01T12:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealer = await insertUser(db, { account_type: 'Business Account' });
  dealerToken = (await signToken(dealer.id, 'access')).token;
  const history = async (carId: number, prices: number[]) =>
    db
      .insert(carPriceHistory)
      .values(prices.map((price, i) => ({ car_id: carId, price, changed_at: new Date(Date.UTC(2025, i, 1)) })));

  const dropped = await insertCar(db, { slug: 'dropped', price: 20_000, dealer_id: dealer.id });
  await history(dropped.id, [25_000, 22_000, 20_000]);
  // Up again after a drop: the latest price above today's is the first one.
  const rebounded = await insertCar(db, { slug: 'rebounded', price: 27_000 });
  await history(rebounded.id, [30_000, 25_000, 27_000]);
  const raised = await insertCar(db, { slug: 'raised', price: 21_000 });
  await history(raised.id, [18_000, 21_000]);
  const steady = await insertCar(db, { slug: 'steady', price: 15_000 });
  const auction = await insertCar(db, {
    slug: 'auction',
    selling_type: 'auction car',
    auction_ends_at: new Date(ENDS),
  });
  ids = { dropped: dropped.id, rebounded: rebounded.id, raised: raised.id, steady: steady.id, auction: auction.id };
});
afterAll(() => t.close());

async function cards(path: string, token?: string): Promise<Map<string, CarCard>> {
  const res = await t.request(path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return new Map(carPageSchema.parse(await res.json()).results.map((c) => [c.slug, c]));
}

describe('previous_price on car cards', () => {
  it('is the latest earlier price above the current one, else null', async () => {
    const list = await cards('/api/cars/filter/');
    expect(list.get('dropped')?.previous_price).toBe(22_000);
    expect(list.get('rebounded')?.previous_price).toBe(30_000);
    expect(list.get('raised')?.previous_price).toBeNull();
    expect(list.get('steady')?.previous_price).toBeNull();
  });

  it('is on the selling-type lists, the dealer list and the car page too', async () => {
    expect(
      (await cards('/api/cars/selling-type/buy%20now/filter/?ordering=price')).get('dropped')?.previous_price,
    ).toBe(22_000);
    const res = await t.request('/api/dealer/cars/', { token: dealerToken });
    expect(((await res.json()) as { results: CarCard[] }).results[0]?.previous_price).toBe(22_000);
    const car = carDetailSchema.parse(await (await t.request(`/api/car/${ids.dropped}/`)).json());
    expect(car.previous_price).toBe(22_000);
  });
});

describe('auction_ends_at on car cards', () => {
  it('is the ISO end of an auction and null for other listings', async () => {
    const list = await cards('/api/cars/filter/');
    expect(list.get('auction')?.auction_ends_at).toBe(ENDS);
    expect(list.get('steady')?.auction_ends_at).toBeNull();
    const auctions = await cards('/api/cars/selling-type/auction%20car/filter/');
    expect([...auctions.keys()]).toEqual(['auction']);
    expect(auctions.get('auction')?.auction_ends_at).toBe(ENDS);
  });
});
