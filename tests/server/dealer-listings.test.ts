// Dealer tools: my listings searched, filtered and sorted with views and chat leads; mark sold per role; the add-a-car
// form's options and rules (year bounds, mileage units, country from the profile).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carDetailSchema } from '@/lib/contract/cars';
import { dealerCarOptionsSchema, dealerCarPageSchema } from '@/lib/contract/dealer';
import { signToken } from '@/server/auth/jwt';
import { chats } from '@/server/db/schema';
import { countryOfAddress } from '@/server/modules/dealer/car-options.service';
import { flushListingViews } from '@/server/modules/dealer/listing-views';
import { insertCar, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const tokens = { customer: '', dealerA: '', dealerB: '', staff: '', newDealer: '' };
const ids = { hilux: 0, camry: 0, sold: 0, draft: 0 };

const token = async (values: Parameters<typeof insertUser>[1]) =>
  (await signToken((await insertUser(t.database.db, values)).id, 'access')).token;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dealerA = await insertUser(db, { account_type: 'Business Account' });
  tokens.dealerA = (await signToken(dealerA.id, 'access')).token;
  tokens.dealerB = await token({ account_type: 'Business Account' });
  tokens.newDealer = await token({ account_type: 'Business Account', address: 'No. 9, Street 3, Battambang' });
  tokens.customer = await token({});
  tokens.staff = await token({ is_admin: true });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const mine = { dealer_id: dealerA.id, country: 'KH' };
  ids.hilux = (
    await insertCar(db, {
      ...mine,
      make_name: 'Toyota',
      model_name: 'Hilux',
      price: 30_000,
      created_at: day(3),
      vin: 'MR0FB8CD1K0123456',
    })
  ).id;
  ids.camry = (await insertCar(db, { ...mine, model_name: 'Camry', price: 20_000, created_at: day(2) })).id;
  ids.sold = (
    await insertCar(db, { ...mine, make_name: 'Lexus', model_name: 'RX', status: 'sold', created_at: day(1) })
  ).id;
  ids.draft = (
    await insertCar(db, { ...mine, make_name: 'Honda', model_name: 'Fit', status: 'draft', price: 9_000 })
  ).id;
  const customer = await insertUser(db);
  // Two shoppers asked about the Hilux; the staff's internal chat about it is not a lead.
  await db.insert(chats).values([
    { chat_type: 'car', car_id: ids.hilux, customer_id: customer.id },
    { chat_type: 'car', car_id: ids.hilux, customer_id: (await insertUser(db)).id },
    { chat_type: 'car_internal', car_id: ids.hilux },
    { chat_type: 'car', car_id: ids.camry, customer_id: customer.id },
  ]);
});
afterAll(() => t.close());

async function myListings(query = '', who: keyof typeof tokens = 'dealerA') {
  const res = await t.request(`/api/dealer/cars/${query}`, { token: tokens[who] });
  expect(res.status, query).toBe(200);
  return dealerCarPageSchema.parse(await res.json());
}
const names = (page: { results: { model_name: string }[] }) => page.results.map((car) => car.model_name);

describe('my listings: search, status, sort', () => {
  it('searches the name and the VIN, every word', async () => {
    expect(names(await myListings('?search=hilux'))).toEqual(['Hilux']);
    expect(names(await myListings('?search=toyota%20cam'))).toEqual(['Camry']);
    expect(names(await myListings('?search=0123456'))).toEqual(['Hilux']);
    expect((await myListings('?search=ford')).count).toBe(0);
    // Another dealer's search never finds these.
    expect((await myListings('?search=hilux', 'dealerB')).count).toBe(0);
  });

  it('filters by status', async () => {
    expect(names(await myListings('?status=sold'))).toEqual(['RX']);
    expect(names(await myListings('?status=draft'))).toEqual(['Fit']);
    expect((await myListings('?status=active')).count).toBe(2);
    const bad = await t.request('/api/dealer/cars/?status=gone', { token: tokens.dealerA });
    expect(bad.status).toBe(400);
  });

  it('sorts by price and age, newest first by default', async () => {
    expect(names(await myListings('?status=active&ordering=price'))).toEqual(['Camry', 'Hilux']);
    expect(names(await myListings('?status=active&ordering=-price'))).toEqual(['Hilux', 'Camry']);
    expect(names(await myListings('?ordering=created_at')).slice(0, 3)).toEqual(['RX', 'Camry', 'Hilux']);
    expect(names(await myListings())[0]).toBe('Fit');
    expect((await t.request('/api/dealer/cars/?ordering=year', { token: tokens.dealerA })).status).toBe(400);
  });
});

describe('sorting by chat leads', () => {
  it('puts the listings shoppers asked about most first, across pages, not only within one', async () => {
    const db = t.database.db;
    const dealer = await insertUser(db, { account_type: 'Business Account' });
    const dealerToken = (await signToken(dealer.id, 'access')).token;
    // 21 listings: the oldest two (on page 2 when newest first) are the ones shoppers chat about.
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const rows = [];
    for (let n = 1; n <= 21; n++)
      rows.push(await insertCar(db, { dealer_id: dealer.id, model_name: `Model ${n}`, created_at: day(n) }));
    const shopper = await insertUser(db);
    await db.insert(chats).values([
      { chat_type: 'car', car_id: rows[0]!.id, customer_id: shopper.id },
      { chat_type: 'car', car_id: rows[0]!.id, customer_id: (await insertUser(db)).id },
      { chat_type: 'car', car_id: rows[1]!.id, customer_id: shopper.id },
      // The staff's internal chats are not leads: they never lift a listing.
      { chat_type: 'car_internal', car_id: rows[20]!.id },
      { chat_type: 'car_internal', car_id: rows[20]!.id },
      { chat_type: 'car_internal', car_id: rows[20]!.id },
    ]);
    const list = async (query: string) => {
      const res = await t.request(`/api/dealer/cars/${query}`, { token: dealerToken });
      expect(res.status).toBe(200);
      return dealerCarPageSchema.parse(await res.json());
    };
    expect(names(await list('')).slice(0, 1)).toEqual(['Model 21']);
    const byLeads = await list('?ordering=-leads');
    expect(byLeads.count).toBe(21);
    expect(byLeads.results.slice(0, 3).map((car) => [car.model_name, car.leads])).toEqual([
      ['Model 1', 2],
      ['Model 2', 1],
      // Then the others, newest first.
      ['Model 21', 0],
    ]);
    expect(names(await list('?ordering=-leads&page=2'))).toEqual(['Model 3']);
  });
});

describe('views and chat leads per listing', () => {
  it('counts shoppers’ car chats as leads, not internal chats', async () => {
    const page = await myListings();
    const of = (id: number) => page.results.find((car) => car.id === id)!;
    expect(of(ids.hilux).leads).toBe(2);
    expect(of(ids.camry).leads).toBe(1);
    expect(of(ids.sold).leads).toBe(0);
  });

  it('counts a car page view once per visitor in a while, written in a batch, and sorts by it', async () => {
    const view = (id: number, who?: keyof typeof tokens, address = '203.0.113.9') =>
      t.request(`/api/car/${id}/view/`, {
        method: 'POST',
        token: who ? tokens[who] : undefined,
        headers: { 'x-forwarded-for': address },
      });
    expect((await view(ids.camry)).status).toBe(204);
    await view(ids.camry); // the same visitor again: not another view
    await view(ids.camry, 'customer');
    await view(ids.camry, undefined, '198.51.100.7');
    await view(ids.hilux, 'customer');
    expect((await view(0)).status).toBe(404);
    // Nothing is written per view; the batch is.
    const before = await myListings('?status=active');
    expect(before.results.map((car) => car.views)).toEqual([0, 0]);
    await flushListingViews(t.database.db);
    const after = await myListings('?status=active&ordering=-views');
    expect(after.results.map((car) => [car.model_name, car.views])).toEqual([
      ['Camry', 3],
      ['Hilux', 1],
    ]);
  });
});

describe('whose visits are views', () => {
  it("never counts the listing's own dealer or staff, through the beacon's API; another dealer is a shopper", async () => {
    const db = t.database.db;
    const owner = await insertUser(db, { account_type: 'Business Account' });
    const ownerToken = (await signToken(owner.id, 'access')).token;
    const car = await insertCar(db, { dealer_id: owner.id, model_name: 'Own Views' });
    const view = (token: string | undefined, address: string) =>
      t.request(`/api/car/${car.id}/view/`, { method: 'POST', token, headers: { 'x-forwarded-for': address } });
    // The owner checks the page, twice and from two addresses; staff review it: answered, not counted.
    expect((await view(ownerToken, '192.0.2.1')).status).toBe(204);
    expect((await view(ownerToken, '192.0.2.2')).status).toBe(204);
    expect((await view(tokens.staff, '192.0.2.3')).status).toBe(204);
    await flushListingViews(db);
    const views = async () => {
      const res = await t.request('/api/dealer/cars/?search=own%20views', { token: ownerToken });
      return dealerCarPageSchema.parse(await res.json()).results[0]!.views;
    };
    expect(await views()).toBe(0);
    // Another dealer and an anonymous shopper are shoppers.
    await view(tokens.dealerB, '192.0.2.4');
    await view(undefined, '192.0.2.5');
    await flushListingViews(db);
    expect(await views()).toBe(2);
  });
});

describe('mark sold', () => {
  const markSold = (id: number, who?: keyof typeof tokens) =>
    t.request(`/api/dealer/cars/${id}/mark-sold/`, { method: 'POST', token: who ? tokens[who] : undefined });

  it('anonymous 401, customer 403, another dealer 404; the owner and staff may', async () => {
    expect((await markSold(ids.camry)).status).toBe(401);
    expect((await markSold(ids.camry, 'customer')).status).toBe(403);
    expect((await markSold(ids.camry, 'dealerB')).status).toBe(404);
    expect((await myListings('?status=sold')).count).toBe(1);

    const res = await markSold(ids.camry, 'dealerA');
    expect(res.status).toBe(200);
    expect(carDetailSchema.parse(await res.json()).id).toBe(ids.camry);
    expect(names(await myListings('?status=sold')).sort()).toEqual(['Camry', 'RX']);
    expect((await t.request(`/api/car/${ids.camry}/`)).status).not.toBe(500);

    expect((await markSold(ids.hilux, 'staff')).status).toBe(200);
    expect((await myListings('?status=active')).count).toBe(0);
  });
});

describe('the add-a-car form: options and rules', () => {
  it("offers the filters' makes, models and values, the year bounds and the dealer's country", async () => {
    const res = await t.request('/api/dealer/car-options/', { token: tokens.dealerA });
    expect(res.status).toBe(200);
    const options = dealerCarOptionsSchema.parse(await res.json());
    const facets = (await (await t.request('/api/cars/search-filter-data-v3/all/')).json()) as {
      makes: { make_name: string }[];
      fuel_types: { value: string }[];
    };
    // Every make the filters offer, with its models; then the reference makes nobody lists yet, without models.
    const listed = facets.makes.map((make) => make.make_name);
    expect(options.makes.map((make) => make.make_name)).toEqual(expect.arrayContaining(listed));
    expect(options.makes.find((make) => make.make_name === 'Toyota')?.models.length).toBeGreaterThan(0);
    expect(options.makes.find((make) => make.make_name === 'Suzuki')).toEqual({ make_name: 'Suzuki', models: [] });
    const names = options.makes.map((make) => make.make_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(options.fuel_types).toEqual(facets.fuel_types.map((fuel) => fuel.value).sort());
    expect(options.year).toEqual({ min: 1960, max: new Date().getFullYear() });
    // The latest listing is in Cambodia; a new dealer's address in Battambang says the same.
    expect(options.country).toBe('KH');
    const fresh = dealerCarOptionsSchema.parse(
      await (await t.request('/api/dealer/car-options/', { token: tokens.newDealer })).json(),
    );
    expect(fresh.country).toBe('KH');
    expect((await t.request('/api/dealer/car-options/', { token: tokens.customer })).status).toBe(403);
  });

  it.each([
    ['Phnom Penh', 'KH'],
    ['123 Main St, Dallas, TX 75201', 'US'],
    ['Toronto, Ontario', 'CA'],
    ['', null],
  ])('address %s → %s', (address, country) => {
    expect(countryOfAddress(address)).toBe(country);
  });

  const create = (json: Record<string, unknown>) =>
    t.request('/api/dealer/cars/create/', {
      method: 'POST',
      json: {
        make_name: 'Toyota',
        model_name: 'Prius',
        price: 9000,
        selling_type: 'dealer car',
        status: 'draft',
        ...json,
      },
      token: tokens.dealerB,
    });

  it.each([
    [1959, 400],
    [1960, 201],
    [new Date().getFullYear(), 201],
    [new Date().getFullYear() + 1, 400],
  ])('year %i → %i, with a sentence saying the bounds', async (year, status) => {
    const res = await create({ year, country: 'KH' });
    expect(res.status).toBe(status);
    if (status === 400)
      expect(await res.json()).toEqual({ year: [`Choose a year from 1960 to ${new Date().getFullYear()}.`] });
  });

  it('takes a make and model nobody lists yet, in the listings’ or the reference spelling when it has one', async () => {
    const saved = async (json: Record<string, unknown>) => {
      const res = await create({ year: 2020, ...json });
      expect(res.status).toBe(201);
      const car = carDetailSchema.parse(await res.json());
      return [car.make_name, car.model_name, car.trim_name];
    };
    expect(await saved({ make_name: 'suzuki', model_name: 'Swift', trim_name: 'GLX' })).toEqual([
      'Suzuki',
      'Swift',
      'GLX',
    ]);
    expect(await saved({ make_name: ' Zotye ', model_name: 'T600  Sport' })).toEqual(['Zotye', 'T600 Sport', '']);
    expect(await saved({ make_name: 'mercedes benz', model_name: 'GLE 350' })).toEqual([
      'Mercedes-Benz',
      'GLE 350',
      '',
    ]);
    // A live listing's make, model and trim typed in other words keep the filters' one entry per name.
    await insertCar(t.database.db, { make_name: 'Honda', model_name: 'CR-V', trim_name: 'EX-L' });
    expect(await saved({ make_name: 'HONDA', model_name: 'crv', trim_name: 'ex l' })).toEqual([
      'Honda',
      'CR-V',
      'EX-L',
    ]);
  });

  it.each([
    // Blank is DRF's own sentence for API clients; the form says "Choose the make." before sending.
    [{ make_name: ' ' }, { make_name: ['This field may not be blank.'] }],
    [{ make_name: '<b>Suzuki</b>' }, { make_name: ['Write the make in letters and digits, like Suzuki.'] }],
    [{ model_name: 'Swift!!' }, { model_name: ['Write the model in letters and digits, like Swift.'] }],
    [{ model_name: 'x'.repeat(61) }, { model_name: ['Keep the model under 60 characters.'] }],
    [{ trim_name: '---' }, { trim_name: ['Write the trim in letters and digits, like GLX.'] }],
  ])('refuses a bad name %j with a sentence', async (json, errors) => {
    const res = await create({ year: 2020, make_name: 'Suzuki', model_name: 'Swift', ...json });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(errors);
  });

  it("keeps the mileage in the listing's unit: km in Cambodia, miles in the US", async () => {
    const inKm = carDetailSchema.parse(
      await (await create({ year: 2015, country: 'KH', mileage: '62,137', mileage_unit: 'mi' })).json(),
    );
    expect(inKm.mileage).toBe(100_000);
    const inMiles = carDetailSchema.parse(
      await (await create({ year: 2015, country: 'US', mileage: 100_000, mileage_unit: 'km' })).json(),
    );
    expect(inMiles.mileage).toBe(62_137);
    const asTyped = carDetailSchema.parse(await (await create({ year: 2015, country: 'KH', mileage: 45_000 })).json());
    expect(asTyped.mileage).toBe(45_000);
  });
});
