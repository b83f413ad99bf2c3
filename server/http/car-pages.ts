// Car pages rendered once per version and kept in the database for every instance (decision 075). An anonymous
// visitor's (or crawler's) request for a car's page (/cars/{id}/, /cars/local/{id}/) or a listing's first page
// without a query (/cars/, /cars/auction/, …) is answered from the stored render when it was made by this build and
// configuration (the generation) from the current data (the version); otherwise Next renders the page as before and
// the page is rendered again in the background, one at a time. A sweep renders every public car's page and every
// listing's first page ahead of its first visitor: at start-up, and when listings or prices change.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { carHref } from '@/lib/contract/car-pages';
import { STATIC_RENDER_HEADER } from '@/lib/security/headers';
import type { Db } from '../db/client';
import { LISTINGS_CHANGED, type Bus } from '../realtime/bus';
import { carPageVersion, type CarPageVersion } from '../modules/cars/car-page-version';
import {
  findCarsWithoutPage,
  findPageRender,
  findPageVersion,
  savePageRender,
} from '../modules/pages/page-renders.repository';
import { isAnonymousDocumentRequest } from './anonymous-page';
import { publicOrigin } from './request-origin';
import { encodingFor, hashCsp, sendStoredPage, storedPage, type RenderedPage, type RenderPage } from './stored-page';

/** The segments under /cars/ that are pages of their own (app/(site)/cars/*), not a car's id or slug. */
export const CARS_SECTION_PAGES: ReadonlySet<string> = new Set([
  'auction',
  'autocheck',
  'buy-now',
  'car',
  'classic-cars',
  'dealer',
  'dealer-to-dealer',
  'featured-car',
  'featured-classic-cars',
  'inspection',
  'jdm-cars',
  'local',
  'local-car',
  'my-listings',
  'us-dealer',
]);

/**
 * The listings' first pages (app/(site)/cars/…/page.tsx and features/cars/utils/listing-kinds.ts): the portal API
 * answer each one shows. Its ETag is the page's version; a page showing a running auction's countdown is a new
 * version every minute too.
 */
export const CAR_LISTING_LANDINGS: Readonly<Record<string, string>> = {
  '/cars/': '/api/cars/filter/',
  '/cars/auction/': '/api/cars/selling-type/auction%20car/filter/',
  '/cars/buy-now/': '/api/cars/selling-type/buy%20now/filter/',
  '/cars/classic-cars/': '/api/cars/selling-type/classic%20car/filter/',
  '/cars/dealer-to-dealer/': '/api/cars/condition/dealer%20to%20dealer/filter/',
  '/cars/featured-car/': '/api/cars/selling-type/featured%20car/filter/',
  '/cars/featured-classic-cars/': '/api/cars/selling-type/featured%20classic/filter/',
  '/cars/jdm-cars/': '/api/cars/selling-type/jdm%20cars/filter/',
  '/cars/local/': '/api/cars/condition/dealer%20car/filter/',
  '/cars/local-car/': '/api/cars/condition/personal%20car/filter/',
  '/cars/us-dealer/': '/api/cars/selling-type/us%20dealer/filter/?vehicle_type=car',
};

// /cars/{segment}/ or /cars/local/{segment}/, exactly (trailing slash: next.config's trailingSlash; no query).
const CAR_PATH = /^\/cars\/(local\/)?([^/?#]+)\/$/;
const MARKER = { 'x-page-store': 'hit' };
// Made in the background for many pages: quality 5 costs a few milliseconds, 11 would cost a hundred.
const BROTLI_QUALITY = 5;
const SWEEP_BATCH = 50;

export interface CarPagesOptions {
  db: Db;
  /** The public address (PUBLIC_URL's origin): only its pages are stored, so odd Host headers cannot fill the table;
   * other hosts' pages are left to Next. */
  origin: string;
  /** Has Next render a page (server.ts's loopback request). */
  render: RenderPage;
  /** The value of the render header this process's router lets through (decision 063). */
  renderToken: string;
  /** The build, configuration and everything else every page shows (riel rate, year); read before each use. */
  generation: () => Promise<string>;
  /** The version of a car page's data; defaults to the car's public detail (car-page-version.ts). */
  version?: (segment: string, origin: string) => Promise<CarPageVersion | null>;
  /** Listing first pages → the API answer each shows (CAR_LISTING_LANDINGS). */
  landings?: Readonly<Record<string, string>>;
  /** Asks the portal API for `path` as a visitor of `origin` (server.ts: over loopback); the landings' versions. */
  askApi?: RenderPage;
  /** Runs a sweep's batch unless another instance is running one (PostgreSQL: an advisory lock). */
  exclusive?: <T>(work: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;
  csp?: (scriptHashes: string[]) => string;
  /** Pages waiting for a background render; past this, a missed page is simply rendered on a later visit. */
  maxQueue?: number;
  onError?: (path: string, error: unknown) => void;
}

export interface CarPages {
  /** Takes an anonymous car page request: answers it from the store, or hands it to `fallback`. False: not ours. */
  handle(req: IncomingMessage, res: ServerResponse, fallback: () => void): boolean;
  /** Renders every public car's page that this generation has not rendered since the car changed; resolves with how
   * many it rendered (0 when another instance is sweeping). */
  sweep(): Promise<number>;
  /** Whether this request's render header is this process's own value (server.ts's render of a car page). */
  isOwnRender(req: IncomingMessage): boolean;
  /** Resolves once no background render is waiting or running. */
  idle(): Promise<void>;
  /** Sweeps a little after any instance publishes `listings.changed` (a new car, a change of rates); resolves once
   * listening. */
  followListings(bus: Bus, delayMs?: number): Promise<void>;
  /** Stops the background renders and sweeps (the render running finishes). */
  stop(): void;
}

/**
 * The generation of every stored page: the build, the configuration pages show (brand, contact links, public
 * address), what `shared()` returns (the riel rate settings) and the year (the footer's copyright line). Worked out
 * again only when one of the last two changes.
 */
export function pageGeneration(
  buildId: string,
  env: Record<string, string | undefined>,
  shared: () => Promise<unknown>,
): () => Promise<string> {
  const config = Object.keys(env)
    .filter((name) => /^(?:BRAND_|CONTACT_|NEXT_PUBLIC_)|^PUBLIC_URL$/.test(name))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`);
  let last: { value: unknown; year: number; generation: string } | null = null;
  return async () => {
    const value = await shared();
    const year = new Date().getFullYear();
    if (last && last.value === value && last.year === year) return last.generation;
    const generation = createHash('sha1')
      .update(JSON.stringify([buildId, config, value, year]))
      .digest('base64url');
    last = { value, year, generation };
    return generation;
  };
}

interface Job {
  /** The public address and the path: the page's row in the store. */
  key: string;
  path: string;
  /** The version of the data the page shows now (null: the page is not one to keep). */
  version: () => Promise<PageVersion | null>;
}

interface PageVersion {
  /** The car the page shows (its render is deleted with it); null for a listing. */
  carId: number | null;
  version: string;
}

const MINUTE = 60_000;

/** The version of a listing's first page: its API answer's ETag, and the minute when a countdown shows on it. */
export function listingVersion(answer: { status: number; headers: RenderedPage['headers']; body: Buffer }) {
  const etag = answer.headers.etag;
  if (answer.status !== 200 || typeof etag !== 'string') return null;
  const { results } = JSON.parse(answer.body.toString('utf8')) as { results?: { auction_ends_at?: unknown }[] };
  const now = Date.now();
  const countdown = (results ?? []).some(
    (card) => typeof card.auction_ends_at === 'string' && Date.parse(card.auction_ends_at) > now,
  );
  return { carId: null, version: countdown ? `${etag}@${Math.floor(now / MINUTE)}` : etag };
}

export function createCarPages({
  db,
  origin: publicAddress,
  render,
  renderToken,
  generation,
  version = (segment, origin) => carPageVersion(db, segment, origin),
  landings = CAR_LISTING_LANDINGS,
  askApi = render,
  exclusive = async (work) => ({ ran: true, value: await work() }),
  csp = hashCsp,
  maxQueue = 1000,
  onError = () => {},
}: CarPagesOptions): CarPages {
  const queue = new Map<string, Job>();
  let running: Promise<void> | null = null;
  let stopped = false;
  let sweeping: Promise<number> | null = null;
  let sweepAgain = false;
  let sweepTimer: NodeJS.Timeout | null = null;

  /** Renders one page unless the store already has it for the current generation and version. */
  async function renderJob(job: Job): Promise<boolean> {
    const [gen, current, stored] = await Promise.all([generation(), job.version(), findPageVersion(db, job.key)]);
    if (!current) return false;
    if (stored?.generation === gen && stored.version === current.version) return false;
    // The version is read before the render: a change during it leaves a page that no longer matches, rendered again.
    const page = storedPage(await render(job.path, publicAddress, { [STATIC_RENDER_HEADER]: renderToken }), {
      csp,
      brotliQuality: BROTLI_QUALITY,
    });
    await savePageRender(db, {
      key: job.key,
      car_id: current.carId,
      generation: gen,
      version: current.version,
      headers: page.headers,
      etag: page.etag,
      gzip: page.gzip,
      brotli: page.brotli,
    });
    return true;
  }

  /** Renders a job, counting it when a render was stored; a failure is reported and the next job goes on. */
  async function renderCounted(job: Job): Promise<number> {
    try {
      return (await renderJob(job)) ? 1 : 0;
    } catch (error) {
      onError(job.path, error);
      return 0;
    }
  }

  async function drain(): Promise<void> {
    for (const [key, job] of queue) {
      if (stopped) break;
      queue.delete(key);
      await renderCounted(job);
    }
  }

  function schedule(job: Job): void {
    if (stopped || queue.has(job.key) || queue.size >= maxQueue) return;
    queue.set(job.key, job);
    running ??= (async () => {
      // Each render starts on a later turn of the event loop: the visitor who missed is answered first.
      await new Promise((resolve) => setImmediate(resolve));
      while (queue.size > 0 && !stopped) await drain();
    })().finally(() => {
      running = null;
    });
  }

  async function answer(req: IncomingMessage, res: ServerResponse, job: Job): Promise<boolean> {
    const encoding = encodingFor(req);
    const [gen, current, stored] = await Promise.all([
      generation(),
      job.version(),
      findPageRender(db, job.key, encoding === 'br' ? 'br' : 'gzip'),
    ]);
    // No public car (Next answers its 404), or a listing the API did not answer: nothing is stored.
    if (!current) return false;
    if (stored?.generation !== gen || stored.version !== current.version) {
      schedule(job);
      return false;
    }
    const body = encoding === null ? gunzipSync(stored.body) : stored.body;
    sendStoredPage(req, res, stored, encoding, body, MARKER);
    return true;
  }

  const carJob = (path: string, segment: string): Job => ({
    key: `${publicAddress}${path}`,
    path,
    version: () => version(segment, publicAddress),
  });
  const landingJob = (path: string, apiPath: string): Job => ({
    key: `${publicAddress}${path}`,
    path,
    version: async () => listingVersion(await askApi(apiPath, publicAddress, { accept: 'application/json' })),
  });

  /** The job of a request this store answers: an anonymous GET of a car page or a listing's first page. */
  function jobOf(req: IncomingMessage): Job | null {
    const path = req.url ?? '';
    if (!isAnonymousDocumentRequest(req) || req.headers[STATIC_RENDER_HEADER] !== undefined) return null;
    if (publicOrigin(req) !== publicAddress) return null;
    const apiPath = Object.hasOwn(landings, path) ? landings[path] : undefined;
    if (apiPath) return landingJob(path, apiPath);
    const match = CAR_PATH.exec(path);
    if (!match) return null;
    let segment: string;
    try {
      segment = decodeURIComponent(match[2] ?? '');
    } catch {
      return null;
    }
    if (!match[1] && CARS_SECTION_PAGES.has(segment)) return null;
    return carJob(path, segment);
  }

  async function sweepOnce(): Promise<number> {
    let after = 0;
    // The listings' first pages first: they are the most visited, and few.
    const first = await exclusive(async () => {
      let count = 0;
      for (const [path, apiPath] of Object.entries(landings)) {
        if (!stopped) count += await renderCounted(landingJob(path, apiPath));
      }
      return count;
    });
    if (!first.ran) return 0;
    let rendered = first.value;
    for (;;) {
      if (stopped) return rendered;
      // One batch at a time under the lock, so two instances never render the same page.
      const batch = await exclusive(async () => {
        const gen = await generation();
        const cars = await findCarsWithoutPage(db, gen, after, SWEEP_BATCH);
        for (const car of cars) {
          if (stopped) break;
          after = car.id;
          rendered += await renderCounted(carJob(`${carHref(car)}/`, String(car.id)));
        }
        return cars.length;
      });
      if (!batch.ran || batch.value === 0) return rendered;
    }
  }

  const pages: CarPages = {
    handle(req, res, fallback) {
      const job = jobOf(req);
      if (!job) return false;
      answer(req, res, job).then(
        (served) => {
          if (!served) fallback();
        },
        (error: unknown) => {
          // The store is an optimisation: a failure to read it (a stopped database) leaves the page to Next.
          onError(job.path, error);
          fallback();
        },
      );
      return true;
    },
    sweep() {
      // One sweep at a time per process; a change during it sweeps once more after it.
      if (sweeping) {
        sweepAgain = true;
        return sweeping;
      }
      sweeping = (async () => {
        let total = 0;
        do {
          sweepAgain = false;
          total += await sweepOnce();
        } while (sweepAgain && !stopped);
        return total;
      })().finally(() => {
        sweeping = null;
      });
      return sweeping;
    },
    async followListings(bus, delayMs = 10_000) {
      await bus.subscribe(LISTINGS_CHANGED, () => {
        if (stopped || sweepTimer) return;
        sweepTimer = setTimeout(() => {
          sweepTimer = null;
          pages.sweep().catch((error: unknown) => onError('(sweep)', error));
        }, delayMs);
        sweepTimer.unref();
      });
    },
    isOwnRender: (req) => req.headers[STATIC_RENDER_HEADER] === renderToken,
    async idle() {
      while (running) await running;
    },
    stop() {
      stopped = true;
      queue.clear();
      if (sweepTimer) clearTimeout(sweepTimer);
    },
  };
  return pages;
}
