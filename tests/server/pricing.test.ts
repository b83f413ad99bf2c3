// Pricing settings: the public read (defaults until staff change them), staff-only writes as a role table, the
// contract's 400s, and the per-instance copy forgotten over the bus so a second instance sees a change at once.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsSchema } from '@/lib/contract/common';
import { pricingSettingsSchema } from '@/lib/contract/pricing';
import { buildApi } from '@/server/api/app';
import { signToken } from '@/server/auth/jwt';
import { DEFAULT_PRICING_RATES } from '@/server/modules/pricing/default-rates';
import { PRICING_ACCESS, type PricingRole } from '@/server/modules/pricing/pricing-access';
import { LISTINGS_CHANGED, createMemoryBus, type Bus } from '@/server/realtime/bus';
import { insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const tokens: Partial<Record<PricingRole, string>> = {};
const tokenFor = async (id: number) => (await signToken(id, 'access')).token;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tokens.customer = await tokenFor((await insertUser(db, { email: 'buyer@example.com' })).id);
  tokens.dealer = await tokenFor(
    (await insertUser(db, { email: 'dealer@example.com', account_type: 'Business Account' })).id,
  );
  tokens.dummy = await tokenFor((await insertUser(db, { email: 'dummy@example.com', is_dummy_account: true })).id);
  tokens.staff = await tokenFor((await insertUser(db, { email: 'staff@example.com', is_admin: true })).id);
  tokens.superuser = await tokenFor((await insertUser(db, { email: 'root@example.com', is_superuser: true })).id);
});
afterAll(() => t.close());

const read = (token?: string) => t.request('/api/pricing/settings/', { token });
const patch = (json: unknown, token?: string) => t.request('/api/pricing/settings/', { method: 'PATCH', json, token });

describe('GET /api/pricing/settings/', () => {
  it('answers anyone with the default rates before staff change anything', async () => {
    const res = await read();
    expect(res.status).toBe(200);
    const body = pricingSettingsSchema.parse(await res.json());
    expect(body).toEqual({ ...DEFAULT_PRICING_RATES, updated_at: null });
  });
});

describe('who may change the rates', () => {
  const expected: Record<PricingRole, number> = {
    anonymous: 401,
    customer: 403,
    dummy: 403,
    dealer: 403,
    staff: 200,
    superuser: 200,
  };

  it('follows the role table: only staff and superusers write', () => {
    for (const [role, status] of Object.entries(expected)) {
      expect(PRICING_ACCESS[role as PricingRole].update, role).toBe(status === 200);
      expect(PRICING_ACCESS[role as PricingRole].read, role).toBe(true);
    }
  });

  it.each(Object.entries(expected))(
    '%s gets %i on PATCH, and only a 200 changes what everyone reads',
    async (role, status) => {
      const before = pricingSettingsSchema.parse(await (await read()).json());
      const rate = before.khr_per_usd + 1;
      const res = await patch({ khr_per_usd: rate }, tokens[role as PricingRole]);
      expect(res.status).toBe(status);
      const after = pricingSettingsSchema.parse(await (await read()).json());
      expect(after.khr_per_usd).toBe(status === 200 ? rate : before.khr_per_usd);
    },
  );

  it('answers 401 or 403 before judging the rates sent', async () => {
    expect((await patch({ khr_per_usd: 1 })).status).toBe(401);
    expect((await patch({ khr_per_usd: 1 }, tokens.dealer)).status).toBe(403);
  });
});

describe('PATCH /api/pricing/settings/ (staff)', () => {
  it('changes the rates sent, keeps the others and records when', async () => {
    const res = await patch({ khr_per_usd: '4,050'.replace(',', ''), vat_percent: 10, towing_usd: 600 }, tokens.staff);
    expect(res.status).toBe(200);
    const body = pricingSettingsSchema.parse(await res.json());
    expect(body).toMatchObject({ khr_per_usd: 4050, towing_usd: 600, vat_percent: 10 });
    expect(body.ocean_freight_usd).toBe(DEFAULT_PRICING_RATES.ocean_freight_usd);
    expect(body.updated_at).not.toBeNull();
    expect(pricingSettingsSchema.parse(await (await read()).json())).toEqual(body);
  });

  it.each([
    [{ khr_per_usd: 99 }, 'khr_per_usd', 'Ensure this value is greater than or equal to 1000.'],
    [{ khr_per_usd: 4100.5 }, 'khr_per_usd', 'A valid integer is required.'],
    [{ vat_percent: 101 }, 'vat_percent', 'Ensure this value is less than or equal to 100.'],
    [{ vat_percent: 'ten' }, 'vat_percent', 'A valid number is required.'],
    [{ auction_fee_percent: 5.125 }, 'auction_fee_percent', 'Ensure that there are no more than 2 decimal places.'],
    [{ towing_usd: -1 }, 'towing_usd', 'Ensure this value is greater than or equal to 0.'],
    [{}, 'non_field_errors', 'Send at least one rate.'],
    [
      { auction_fee_fixed_usd: 900, auction_fee_max_usd: 800 },
      'auction_fee_max_usd',
      'The cap cannot be lower than the fixed part of the auction fees.',
    ],
  ])('answers 400 to %j naming the field', async (json, field, message) => {
    const before = await (await read()).json();
    const res = await patch(json, tokens.staff);
    expect(res.status).toBe(400);
    expect(fieldErrorsSchema.parse(await res.json())[field]).toEqual([message]);
    expect(await (await read()).json()).toEqual(before);
  });

  it('accepts a percentage with two decimals sent as form text', async () => {
    const res = await patch({ auction_fee_percent: '5.25' }, tokens.superuser);
    expect(res.status).toBe(200);
    expect(pricingSettingsSchema.parse(await res.json()).auction_fee_percent).toBe(5.25);
  });
});

describe('the copy each instance keeps', () => {
  it('is forgotten on every instance sharing the bus when staff change a rate, and car pages are told too', async () => {
    const bus: Bus = createMemoryBus();
    const deps = { getDatabase: async () => t.database, getBus: async () => bus, logger: pino({ level: 'silent' }) };
    const a = buildApi(deps);
    const b = buildApi(deps);
    const get = async (api: typeof a) =>
      pricingSettingsSchema.parse(await (await api.request('http://testserver/api/pricing/settings/')).json());
    const listingsChanged: unknown[] = [];
    await bus.subscribe(LISTINGS_CHANGED, (m) => listingsChanged.push(m));

    const before = (await get(b)).khr_per_usd; // b now holds a copy
    const res = await a.request('http://testserver/api/pricing/settings/', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.staff}` },
      body: JSON.stringify({ khr_per_usd: before + 10 }),
    });
    expect(res.status).toBe(200);
    expect((await get(b)).khr_per_usd).toBe(before + 10);
    expect(listingsChanged).toHaveLength(1);
  });
});
