// Two API instances and their page caches on one Redis bus: a dealer's write through instance A makes instance B's
// cached listing page and cached HTML page fresh at once, not after their TTLs (needs REDIS_URL).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carPageSchema } from '@/lib/contract/cars';
import { buildApi, type Api } from '@/server/api/app';
import { signToken } from '@/server/auth/jwt';
import { createPageCache } from '@/server/http/page-cache';
import { createRedisBus, type Bus } from '@/server/realtime/bus';
import { insertCar, insertUser } from '../support/factories';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const redisUrl = process.env.REDIS_URL;
// Far below the caches' TTLs (listing 3 s, page 60 s here): passing in time means the bus made them forget.
const AT_ONCE = { timeout: 1_000, interval: 20 };

describe.skipIf(!redisUrl)('listings.changed across instances over Redis', () => {
  let database: TestDatabase;
  const buses: Bus[] = [];
  let a: Api;
  let b: Api;
  let pageServer: Server;
  let pageBase: string;
  let renders = 0;
  let dealerToken: string;
  let carId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [busA, busB] = [await createRedisBus(redisUrl!), await createRedisBus(redisUrl!)];
    buses.push(busA, busB);
    const logger = pino({ level: 'silent' });
    a = buildApi({ getDatabase: async () => database, getBus: async () => busA, logger });
    b = buildApi({ getDatabase: async () => database, getBus: async () => busB, logger });
    // Instance B's page cache in front of a stand-in for Next, as server.ts sets it up.
    const pages = createPageCache({ ttlMs: 60_000 });
    await pages.followListings(busB);
    pageServer = createServer((req, res) => {
      if (pages.handle(req, res)) return;
      renders += 1;
      res.setHeader('content-security-policy', `script-src 'nonce-bm9uY2U${renders}'`);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<html><body>render ${renders}</body></html>`);
    });
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pageBase = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;

    const dealer = await insertUser(database.db, { account_type: 'Business Account' });
    dealerToken = (await signToken(dealer.id, 'access')).token;
    carId = (
      await insertCar(database.db, { make_name: 'Mazda', model_name: 'CX-5', price: 21_000, dealer_id: dealer.id })
    ).id;
  });

  afterAll(async () => {
    await new Promise((resolve) => pageServer?.close(resolve));
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.close();
  });

  const priceOnB = async () => {
    const res = await b.request('http://testserver/api/cars/filter/?make=Mazda');
    expect(res.status).toBe(200);
    return carPageSchema.parse(await res.json()).results.find((car) => car.id === carId)?.price;
  };
  const pageOnB = async () => {
    const res = await fetch(`${pageBase}/cars/`);
    await res.text();
    return res.headers.get('x-page-cache') ?? 'rendered';
  };

  it("forgets B's listing page and HTML page when a dealer writes through A", async () => {
    expect(await priceOnB()).toBe(21_000);
    expect(await pageOnB()).toBe('rendered');
    expect(await pageOnB()).toBe('hit');

    const res = await a.request(`http://testserver/api/dealer/cars/${carId}/update/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${dealerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price: 19_000 }),
    });
    expect(res.status).toBe(200);

    await expect.poll(priceOnB, AT_ONCE).toBe(19_000);
    await expect.poll(pageOnB, AT_ONCE).toBe('rendered');
    expect(await pageOnB()).toBe('hit');
  });
});
