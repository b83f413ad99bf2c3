// Car pages rendered once per version (decision 075): an anonymous request is answered from the database while the
// render matches the build's generation and the car's current data; anything else goes to Next, and the page is
// rendered again in the background. A sweep renders the pages of every public car ahead of their first visitor.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATIC_RENDER_HEADER } from '@/lib/security/headers';
import { cars, pageRenders } from '@/server/db/schema';
import { LISTING_KINDS } from '@/features/cars/utils/listing-kinds';
import {
  CAR_LISTING_LANDINGS,
  CARS_SECTION_PAGES,
  createCarPages,
  listingVersion,
  pageGeneration,
  type CarPages,
} from '@/server/http/car-pages';
import { createRequestRouter } from '@/server/http/router';
import type { RenderedPage } from '@/server/http/stored-page';
import { carPageVersion } from '@/server/modules/cars/car-page-version';
import { sweepAlone } from '@/server/modules/pages/page-renders.repository';
import { insertCar, insertCarImage, type CarRow } from '../support/factories';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../support/test-db';

const TOKEN = 'render-token';
const ORIGIN = 'http://shop.example';
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

let database: TestDatabase;
let server: Server;
let base: string;
let carPages: CarPages;
let generation = 'build-1';
let renders: { path: string; origin: string; headers: Record<string, string> }[] = [];
let nextSaw: string[] = [];
let versionAsked: string[] = [];
let failVersion = false;
let errors: string[] = [];
let sweepLocked = false;

/** What the fake Next renders: the car's price read at render time, and an inline script per page; the fake API
 * answers the listing with an ETag of every car's id and price. */
async function renderPage(path: string): Promise<RenderedPage> {
  if (path === '/api/cars/filter/' || path === '/cars/') {
    const all = await database.db.select().from(cars).orderBy(cars.id);
    const text = all.map((c) => `${c.id}:${c.price}`).join(',');
    if (path === '/cars/') {
      return {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: Buffer.from(`<html><body>listing ${text}<script>list()</script></body></html>`),
      };
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/json', etag: `"${createHash('sha1').update(text).digest('hex')}"` },
      body: Buffer.from(JSON.stringify({ results: [] })),
    };
  }
  const id = Number(/\/(\d+)\/$/.exec(path)?.[1]);
  const [car] = await database.db.select().from(cars).where(eq(cars.id, id));
  if (!car || car.status === 'draft') {
    return { status: 404, headers: { 'content-type': 'text/html' }, body: Buffer.from('missing') };
  }
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' },
    body: Buffer.from(`<html><body>${path} $${car.price}<script>boot(${car.id})</script></body></html>`),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  carPages = createCarPages({
    db: database.db,
    origin: ORIGIN,
    renderToken: TOKEN,
    generation: async () => generation,
    version: async (segment, origin) => {
      versionAsked.push(segment);
      if (failVersion) throw new Error('database stopped');
      return carPageVersion(database.db, segment, origin);
    },
    render: async (path, origin, headers) => {
      renders.push({ path, origin, headers });
      return renderPage(path);
    },
    landings: { '/cars/': '/api/cars/filter/' },
    exclusive: async (work) => (sweepLocked ? { ran: false } : { ran: true, value: await work() }),
    csp: (hashes) => `script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')}`,
    onError: (path) => errors.push(path),
  });
  const router = createRequestRouter({
    api: () => {},
    media: () => {},
    next: (req: IncomingMessage, res: ServerResponse) => {
      nextSaw.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('rendered by next');
    },
    pageCache: null,
    carPages,
    sockets: () => {},
    nextUpgrade: () => {},
    publicHost: null,
  });
  server = createServer(router.request);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  carPages.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(async () => {
  await carPages.idle();
  renders = [];
  nextSaw = [];
  versionAsked = [];
  errors = [];
  failVersion = false;
  sweepLocked = false;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'x-forwarded-host': 'shop.example', 'accept-encoding': 'gzip', ...headers } });

/** The first visit is Next's; once the background render is stored, the page comes from the database. */
async function warm(path: string): Promise<Response> {
  expect(await (await get(path)).text()).toBe('rendered by next');
  await carPages.idle();
  const res = await get(path);
  expect(res.headers.get('x-page-store')).toBe('hit');
  return res;
}

describe('car pages rendered once per version', () => {
  let car: CarRow;
  beforeAll(async () => {
    car = await insertCar(database.db, { price: 21_000 });
  });

  it('stores the render made with the render header and serves it with the hashes of its inline scripts', async () => {
    const res = await warm(`/cars/${car.id}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`<html><body>/cars/${car.id}/ $21000<script>boot(${car.id})</script></body></html>`);
    expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' '${sha(`boot(${car.id})`)}'`);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(renders).toEqual([{ path: `/cars/${car.id}/`, origin: ORIGIN, headers: { [STATIC_RENDER_HEADER]: TOKEN } }]);
    // Once: later visits render nothing.
    await get(`/cars/${car.id}/`);
    await carPages.idle();
    expect(renders).toHaveLength(1);
    expect(nextSaw).toEqual([`/cars/${car.id}/`]);
  });

  it('answers in brotli, gzip or none as asked, and 304 for the tag it sent', async () => {
    const path = `/cars/${car.id}/`;
    const brotli = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('$21000');
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('$21000');
    const etag = brotli.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('never serves a render of older data: a changed car goes to Next and is rendered again', async () => {
    const path = `/cars/${car.id}/`;
    await database.db.update(cars).set({ price: 19_500 }).where(eq(cars.id, car.id));
    expect(await (await get(path)).text()).toBe('rendered by next');
    await carPages.idle();
    const res = await get(path);
    expect(res.headers.get('x-page-store')).toBe('hit');
    expect(await res.text()).toContain('$19500');
    // A new photo changes the page's data too.
    await insertCarImage(database.db, car.id, '/media/cars/another.jpg', 1);
    expect(await (await get(path)).text()).toBe('rendered by next');
  });

  it('renders every page again for a new generation (a new build, riel rate or configuration)', async () => {
    const path = `/cars/${car.id}/`;
    await get(path);
    await carPages.idle();
    expect((await get(path)).headers.get('x-page-store')).toBe('hit');
    generation = 'build-2';
    expect(await (await get(path)).text()).toBe('rendered by next');
    await carPages.idle();
    expect((await get(path)).headers.get('x-page-store')).toBe('hit');
    expect(renders).toHaveLength(1);
  });

  it('answers a spoofed render header as any visit', async () => {
    const res = await get(`/cars/${car.id}/`, { [STATIC_RENDER_HEADER]: 'spoofed' });
    expect(res.headers.get('x-page-store')).toBe('hit');
  });

  it('leaves to Next what is not an anonymous car page (or is its own render), without reading the store', async () => {
    const asks = [
      get(`/cars/${car.id}/`, { cookie: 'token=abc' }),
      get(`/cars/${car.id}/?utm_source=x`),
      get(`/cars/${car.id}/`, { rsc: '1' }),
      get('/cars/jdm-cars/'),
      get('/cars/local/'),
      get('/cars/%E0%A4%A/'),
      get(`/cars/${car.id}/`, { [STATIC_RENDER_HEADER]: TOKEN }),
    ];
    for (const res of await Promise.all(asks)) expect(await res.text()).toBe('rendered by next');
    await carPages.idle();
    expect(versionAsked).toEqual([]);
    expect(renders).toEqual([]);
  });

  it('stores nothing for a car that has no public page, and Next answers', async () => {
    const draft = await insertCar(database.db, { status: 'draft' });
    for (const path of [`/cars/${draft.id}/`, '/cars/999999/', '/cars/no-such-slug/']) {
      expect(await (await get(path)).text()).toBe('rendered by next');
    }
    await carPages.idle();
    expect(renders).toEqual([]);
    const stored = await database.db.select().from(pageRenders).where(eq(pageRenders.car_id, draft.id));
    expect(stored).toEqual([]);
  });

  it('hands the visitor to Next when the store cannot be read', async () => {
    failVersion = true;
    expect(await (await get(`/cars/${car.id}/`)).text()).toBe('rendered by next');
    expect(errors).toEqual([`/cars/${car.id}/`]);
  });

  it("is keyed by address (the local route is a page of its own), and stores only the public host's pages", async () => {
    const local = await insertCar(database.db, { selling_type: 'local car' });
    await warm(`/cars/local/${local.id}/`);
    // Another Host header: Next answers, nothing is asked of the store or rendered for it.
    versionAsked = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`/cars/local/${local.id}/`, { 'x-forwarded-host': 'other.example' });
      expect(await res.text()).toBe('rendered by next');
    }
    await carPages.idle();
    expect(versionAsked).toEqual([]);
    expect(renders.filter((render) => render.origin !== ORIGIN)).toEqual([]);
  });
});

describe("a listing's first page", () => {
  it('is served from the store while its API answer is unchanged, and rendered again when it changes', async () => {
    const car = await insertCar(database.db, { price: 12_345 });
    await get('/cars/');
    await carPages.idle();
    const res = await get('/cars/');
    expect(res.headers.get('x-page-store')).toBe('hit');
    expect(await res.text()).toContain(`${car.id}:12345`);
    expect(res.headers.get('content-security-policy')).toBe(`script-src 'self' '${sha('list()')}'`);
    await database.db.update(cars).set({ price: 11_000 }).where(eq(cars.id, car.id));
    expect(await (await get('/cars/')).text()).toBe('rendered by next');
    await carPages.idle();
    expect(await (await get('/cars/')).text()).toContain(`${car.id}:11000`);
    // With a query (a filter, a page), the listing is Next's.
    expect(await (await get('/cars/?page=2')).text()).toBe('rendered by next');
  });

  it("is a new version each minute while it shows a running auction's countdown", () => {
    const answer = (endsAt: string | null) => ({
      status: 200,
      headers: { etag: '"abc"' },
      body: Buffer.from(JSON.stringify({ results: [{ auction_ends_at: endsAt }, { auction_ends_at: null }] })),
    });
    expect(listingVersion(answer(null))).toEqual({ carId: null, version: '"abc"' });
    expect(listingVersion(answer(new Date(Date.now() - 60_000).toISOString()))?.version).toBe('"abc"');
    const running = listingVersion(answer(new Date(Date.now() + 3_600_000).toISOString()));
    expect(running?.version).toBe(`"abc"@${Math.floor(Date.now() / 60_000)}`);
    expect(listingVersion({ status: 404, headers: {}, body: Buffer.from('{}') })).toBeNull();
  });
});

describe('the sweep', () => {
  it('renders each public car page ahead once per generation, and again after the car changes', async () => {
    await database.db.delete(pageRenders);
    const extra = await insertCar(database.db, { price: 30_000 });
    await insertCar(database.db, { status: 'draft' });
    const publicCars = (await database.db.select().from(cars)).filter((c) => c.status !== 'draft');

    // Every public car's page and the listing's first page.
    expect(await carPages.sweep()).toBe(publicCars.length + 1);
    expect(await carPages.sweep()).toBe(0);
    const res = await get(`/cars/${extra.id}/`);
    expect(res.headers.get('x-page-store')).toBe('hit');
    expect(await res.text()).toContain('$30000');

    await database.db
      .update(cars)
      .set({ price: 28_000, updated_at: new Date(Date.now() + 1_000) })
      .where(eq(cars.id, extra.id));
    // The car's page and the listing that shows its price.
    expect(await carPages.sweep()).toBe(2);
    expect(await (await get(`/cars/${extra.id}/`)).text()).toContain('$28000');

    generation = 'build-3';
    expect(await carPages.sweep()).toBe(publicCars.length + 1);
  });

  it('renders nothing while another instance holds the sweep', async () => {
    await insertCar(database.db);
    sweepLocked = true;
    expect(await carPages.sweep()).toBe(0);
    expect(renders).toEqual([]);
  });

  it("drops a car's render with the car", async () => {
    const gone = await insertCar(database.db);
    sweepLocked = false;
    await carPages.sweep();
    expect(await database.db.select().from(pageRenders).where(eq(pageRenders.car_id, gone.id))).toHaveLength(1);
    await database.db.delete(cars).where(eq(cars.id, gone.id));
    expect(await database.db.select().from(pageRenders).where(eq(pageRenders.car_id, gone.id))).toEqual([]);
  });
});

describe('pageGeneration', () => {
  it('changes with the build, the pages’ configuration and the shared data, not with other settings', async () => {
    let rate = { khr_per_usd: 4100 };
    const env = { BRAND_NAME: 'A', DATABASE_URL: 'x', PUBLIC_URL: 'https://a.example' };
    const of = (build: string, values: Record<string, string>) => pageGeneration(build, values, async () => rate)();
    const first = await of('b1', env);
    expect(await of('b1', { ...env, DATABASE_URL: 'y' })).toBe(first);
    expect(await of('b2', env)).not.toBe(first);
    expect(await of('b1', { ...env, BRAND_NAME: 'B' })).not.toBe(first);
    expect(await of('b1', { ...env, CONTACT_PHONE: '+855' })).not.toBe(first);
    rate = { khr_per_usd: 4000 };
    expect(await of('b1', env)).not.toBe(first);
  });
});

it("CAR_LISTING_LANDINGS asks the API for what each listing's first page shows", () => {
  const landings = readdirSync('app/(site)/cars', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .map((entry) => `app/(site)/cars/${entry.name}/page.tsx`)
    .concat('app/(site)/cars/page.tsx')
    .flatMap((file) => {
      const kind = /LISTING_KINDS\.(\w+)/.exec(existsSync(file) ? readFileSync(file, 'utf8') : '')?.[1];
      if (!kind) return [];
      const { path, fixed } = LISTING_KINDS[kind as keyof typeof LISTING_KINDS];
      const query = new URLSearchParams(fixed).toString();
      const page = file.replace('app/(site)', '').replace(/page\.tsx$/, '');
      return [[page, query ? `${path}?${query}` : path]];
    });
  expect(Object.fromEntries(landings)).toEqual(CAR_LISTING_LANDINGS);
});

it('CARS_SECTION_PAGES names every page of its own under /cars/', () => {
  const own = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
  const sections = new Set([...own('app/(site)/cars'), ...own('app/(dashboard)/cars')]);
  expect([...CARS_SECTION_PAGES].sort()).toEqual([...sections].sort());
});

describe('sweepAlone', () => {
  it('lets one sweep batch run at a time across instances (PostgreSQL), and always runs on PGlite', async () => {
    const alone = sweepAlone(database);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = alone(async () => {
      started();
      await held;
      return 'first';
    });
    await running;
    if (usingPostgres()) {
      expect(await alone(async () => 'second')).toEqual({ ran: false });
    }
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(await alone(async () => 'third')).toEqual({ ran: true, value: 'third' });
  });
});
