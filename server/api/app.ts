// The portal API: every module mounted on one DRF-dialect app, plus its OpenAPI document and docs page.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BlankSchema } from 'hono/types';
import { getDatabase } from '../db/client';
import { getBus } from '../realtime/bus';
import { getLogger } from '../logger';
import { healthRouter } from '../modules/health/health.routes';
import { docsRouter } from '../modules/docs/docs.routes';
import { adsRouter } from '../modules/ads/ads.routes';
import { contentRouter } from '../modules/content/content.routes';
import { carsRouter } from '../modules/cars/cars.routes';
import type { AppEnv } from './context';
import { createApp, type AppDeps } from './create-app';
import { getThrottleStore } from './throttle';

export type Api = OpenAPIHono<AppEnv, BlankSchema, '/api'>;

export function buildApi(deps: AppDeps): Api {
  const app = createApp(deps);
  app.route('/', healthRouter);
  app.route('/', adsRouter);
  app.route('/', contentRouter);
  app.route('/', carsRouter);
  app.doc31('/schema/', (c) => ({
    openapi: '3.1.0',
    info: { title: 'Portal API', version: '1', description: 'Django REST Framework dialect: DRF pages, errors and SimpleJWT tokens.' },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
  app.route('/', docsRouter);
  return app;
}

const holder = globalThis as unknown as { __appApi?: Api };

/** The process's API, built on first use with the process's database and logger. */
export function getApi(): Api {
  holder.__appApi ??= buildApi({ getDatabase, getBus, getThrottleStore, logger: getLogger() });
  return holder.__appApi;
}
