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
import { createListingCache } from '../modules/cars/listing-cache';
import { LISTINGS_CHANGED } from '../realtime/bus';
import { carSearchRouter } from '../modules/cars/search.routes';
import { carDetailRouter } from '../modules/cars/car-detail.routes';
import { savedCarsRouter } from '../modules/saved-cars/saved-cars.routes';
import { dealerRouter } from '../modules/dealer/dealer.routes';
import { dealerMediaRouter } from '../modules/dealer/dealer-media.routes';
import { sellRequestsRouter } from '../modules/sell-requests/sell-requests.routes';
import { partsRouter } from '../modules/parts/parts.routes';
import { reportsRouter } from '../modules/reports/reports.routes';
import { authRouter } from '../modules/auth/auth.routes';
import { passwordRouter } from '../modules/auth/password.routes';
import { verificationRouter } from '../modules/auth/verification.routes';
import { usersRouter } from '../modules/users/users.routes';
import { phoneRouter } from '../modules/users/phone.routes';
import { accountRouter } from '../modules/users/account.routes';
import { emailChangeRouter } from '../modules/users/email-change.routes';
import { devOutboxRouter } from '../mail/outbox.routes';
import { adminOutboxRouter } from '../mail/admin-outbox.routes';
import { chatAnonymousRouter } from '../modules/chat/anonymous.routes';
import { chatLabelsRouter } from '../modules/chat/labels.routes';
import { chatMessagesRouter } from '../modules/chat/messages.routes';
import { chatRouter } from '../modules/chat/chat.routes';
import { orderNotesRouter } from '../modules/orders/notes.routes';
import { ordersRouter } from '../modules/orders/orders.routes';
import { orderWritesRouter } from '../modules/orders/record-writes.routes';
import { orderFilterDataRouter } from '../modules/orders/filter-data.routes';
import { recordFilesRouter } from '../modules/orders/record-files.routes';
import { pricingRouter } from '../modules/pricing/pricing.routes';
import { createPricingCache } from '../modules/pricing/pricing.service';
import type { AppEnv } from './context';
import { createApp, type AppDeps } from './create-app';
import { fixNullableRefs } from './openapi';
import { BEARER_SCHEME } from './route-contract';
import { getThrottleStore } from './throttle';
import { publicOrigin } from '../http/request-origin';

export type Api = OpenAPIHono<AppEnv, BlankSchema, '/api'>;

export function buildApi(deps: AppDeps): Api {
  const app = createApp(deps);
  const listings = createListingCache(deps.getBus, (err) =>
    deps.logger.error({ err }, 'listing cache cannot hear listings.changed'),
  );
  const pricing = createPricingCache(deps.getBus, (err) =>
    deps.logger.error({ err }, 'pricing settings cannot use the bus'),
  );
  app.route('/', healthRouter);
  app.route('/', adsRouter);
  app.route('/', contentRouter);
  app.route('/', carsRouter(listings, deps.carCountBounds));
  app.route('/', carSearchRouter);
  app.route('/', carDetailRouter);
  app.route('/', savedCarsRouter);
  app.route('/', pricingRouter(pricing));
  // Listing answers and pages are remembered for a few seconds; a dealer's successful write forgets this instance's
  // listing pages at once and tells every instance (this one included) over the bus to forget theirs (decision 026).
  app.use('/dealer/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.status < 400) {
      listings.forget();
      try {
        await (await deps.getBus()).publish(LISTINGS_CHANGED, {});
      } catch (err) {
        // The write is stored; other instances catch up within their caches' few seconds.
        c.get('log').error({ err }, 'cannot publish listings.changed');
      }
    }
  });
  app.route('/', dealerRouter);
  app.route('/', dealerMediaRouter);
  app.route('/', sellRequestsRouter);
  app.route('/', partsRouter);
  app.route('/', reportsRouter);
  app.route('/', authRouter);
  app.route('/', verificationRouter);
  app.route('/', passwordRouter);
  app.route('/', usersRouter);
  app.route('/', phoneRouter);
  app.route('/', accountRouter);
  app.route('/', emailChangeRouter);
  app.route('/', devOutboxRouter);
  app.route('/', adminOutboxRouter);
  // Fixed chat paths (labels/, anonymous/, messages/create/) before chatRouter's /chats/{id}/.
  app.route('/', chatLabelsRouter);
  app.route('/', chatAnonymousRouter);
  app.route('/', chatMessagesRouter);
  app.route('/', chatRouter);
  // Note paths (/v2/orders/{kind}/note/…) before the records' /v2/orders/{kind}/{id}/.
  app.route('/', orderNotesRouter);
  // Fixed paths (…/shipping-filter-data/, …/export/) before the records' /v2/orders/{kind}/{id}/ too.
  app.route('/', orderFilterDataRouter);
  // create/ before the records' /v2/orders/{kind}/{id}/ (ids are digits only, but the order reads plainly).
  app.route('/', orderWritesRouter);
  app.route('/', recordFilesRouter);
  app.route('/', ordersRouter);
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A SimpleJWT access token; operations with this requirement answer 401 to an anonymous caller.',
  });
  app.get('/schema/', (c) => c.json(apiDocument(app, publicOrigin(c))));
  app.route('/', docsRouter);
  return app;
}

/** The document's own fields; the server is the public origin asked, so a client generated from it calls that host. */
function documentConfig(origin: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1',
      description: 'Django REST Framework dialect: DRF pages, errors and SimpleJWT tokens.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: origin }],
  };
}

/** The OpenAPI document `/api/schema/` serves for `origin`, without a request (scripts/lint-api.ts lints it). */
export function apiDocument(api: Api, origin: string) {
  return fixNullableRefs(api.getOpenAPI31Document(documentConfig(origin)));
}

const holder = globalThis as unknown as { __appApi?: Api };

/** The process's API, built on first use with the process's database and logger. */
export function getApi(): Api {
  holder.__appApi ??= buildApi({ getDatabase, getBus, getThrottleStore, logger: getLogger() });
  return holder.__appApi;
}
