// Process entry: storage, Next, the portal API and the sockets on one port; server/http/router.ts says who answers what.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { getApi } from './server/api/app';
import { ConfigError, getConfig } from './server/config';
import { getDatabase } from './server/db/client';
import { closeThrottleStore } from './server/api/throttle';
import { createCarPages, pageGeneration } from './server/http/car-pages';
import { createPageCache } from './server/http/page-cache';
import { createRequestRouter } from './server/http/router';
import { createStaticPages } from './server/http/static-pages';
import { renderOverLoopback } from './server/http/self-request';
import { handleMediaRequest } from './server/media/http';
import { getLogger } from './server/logger';
import { getBus } from './server/realtime/bus';
import { createRealtimeServer } from './server/realtime/ws-server';
import { seedIfEmpty } from './server/seed';
import { startOutboxSweeper } from './server/mail/sweeper';
import { sweepAlone } from './server/modules/pages/page-renders.repository';
import { createPricingCache } from './server/modules/pricing/pricing.service';

async function main(): Promise<void> {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = getLogger();
  const dev = config.NODE_ENV !== 'production';

  const database = await getDatabase().catch((error: unknown) => {
    const where = config.DATABASE_URL
      ? `PostgreSQL at ${new URL(config.DATABASE_URL).host}`
      : `PGlite in ${config.DATA_DIR}`;
    console.error(`Cannot open the database (${where}): ${rootCause(error)}`);
    process.exit(1);
  });
  const bus = await getBus();
  logger.info({ database: database.kind, bus: bus.kind }, 'storage ready');
  // Retries failed e-mails and SMS with backoff and recovers sends a crash interrupted (decision 021).
  const outboxSweeper = startOutboxSweeper(database.db, logger);
  if (config.SEED) {
    const seeded = await seedIfEmpty(database.db, { cars: config.SEED_CARS });
    if (seeded) logger.info({ cars: config.SEED_CARS }, 'seeded demo data');
  }

  const nextApp = next({ dev, dir: process.cwd(), hostname: 'localhost', port: config.PORT });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  const nextUpgrade = nextApp.getUpgradeHandler();
  const realtime = createRealtimeServer(logger);

  // /api/* goes straight to the portal API: Next's route handler (kept for `next` without this server) costs
  // about a millisecond of CPU per request, which is most of an API call's budget (decision 009).
  const apiListener = getRequestListener(getApi().fetch);
  const publicHost = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).host : null;
  // Anonymous home, listing and car pages are kept for a few seconds, each hit with a fresh nonce (decision 016).
  const pageCache = dev ? null : createPageCache();
  // A dealer's write on any instance reaches this one's page cache over the bus (decision 026).
  await pageCache?.followListings(bus);
  // server.ts's own renders (content and car pages) carry this value; the router drops the header from any other.
  const renderToken = randomUUID();
  const render = (path: string, origin: string, headers: Record<string, string>) =>
    renderOverLoopback(server, path, origin, headers);
  // Content pages: rendered once by Next without a nonce, then served from memory with hashed scripts (decision 063).
  const staticPages = dev
    ? null
    : createStaticPages({
        render,
        renderToken,
        onError: (path, error) => logger.warn({ path, err: error }, 'prerendering a static page failed'),
      });
  // Car pages: rendered once per version of their car and kept in the database for every instance (decision 075).
  const pricing = createPricingCache(getBus, (err) => logger.error({ err }, 'pricing settings cannot use the bus'));
  const carPages = dev
    ? null
    : createCarPages({
        db: database.db,
        origin: new URL(config.publicUrl).origin,
        render,
        renderToken,
        generation: pageGeneration(
          readFileSync(join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim(),
          process.env,
          () => pricing.settings(database.db),
        ),
        exclusive: sweepAlone(database),
        onError: (path, error) => logger.warn({ path, err: error }, 'storing a rendered car page failed'),
      });
  const router = createRequestRouter({
    api: (req, res) => void apiListener(req, res),
    media: getRequestListener((request) => handleMediaRequest(request)),
    next: (req, res) => void handle(req, res),
    pageCache,
    staticPages,
    carPages,
    sockets: (req, socket, head) => realtime.handleUpgrade(req, socket, head),
    nextUpgrade: (req, socket, head) => void nextUpgrade(req, socket, head),
    publicHost,
  });
  const server = createServer(router.request);
  server.on('upgrade', router.upgrade);

  server.listen(config.PORT, config.HOST, () => {
    logger.info({ url: config.publicUrl, port: config.PORT, dev }, 'listening');
    // The content pages are in memory before the first visitor of the public address asks for them; then every
    // public car's page is rendered in the background (those this build already stored are skipped).
    const origin = new URL(config.publicUrl).origin;
    void (async () => {
      await staticPages?.warm(origin);
      if (!config.RENDER_PAGES_AHEAD) return;
      await carPages?.followListings(bus);
      const rendered = await carPages?.sweep();
      if (rendered) logger.info({ rendered }, 'car pages rendered ahead');
    })().catch((err: unknown) => logger.warn({ err }, 'rendering car pages ahead failed'));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    carPages?.stop();
    server.close();
    server.closeIdleConnections();
    await outboxSweeper.stop();
    await realtime.close();
    await bus.close();
    await closeThrottleStore();
    await database.close();
    await nextApp.close?.();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The innermost cause of an error (drivers wrap "connection refused" in "Failed query: …"). */
function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause) current = current.cause;
  if (current instanceof Error) {
    const code = (current as NodeJS.ErrnoException).code;
    return [code, current.message].filter(Boolean).join(': ') || current.name;
  }
  return String(current);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
