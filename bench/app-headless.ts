// Bench-only entry: server.ts without Next (the portal API on /api/*, the sockets on /ws/*), for machines without a
// production Next build. Same database, bus, seed, API and realtime modules as dist/server.js; run with `node --import tsx`.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { getApi } from '../server/api/app';
import { getConfig } from '../server/config';
import { getDatabase } from '../server/db/client';
import { getLogger } from '../server/logger';
import { getBus } from '../server/realtime/bus';
import { createRealtimeServer } from '../server/realtime/ws-server';
import { seedIfEmpty } from '../server/seed';

const config = getConfig();
const logger = getLogger();
const database = await getDatabase();
const bus = await getBus();
if (config.SEED) await seedIfEmpty(database.db, { cars: config.SEED_CARS });
const realtime = createRealtimeServer(logger);
const apiListener = getRequestListener(getApi().fetch);
const server = createServer((req, res) => {
  if (req.url?.startsWith('/api/')) void apiListener(req, res);
  else res.writeHead(404).end();
});
server.on('upgrade', (req, socket, head) => {
  if ((req.url ?? '').startsWith('/ws/')) realtime.handleUpgrade(req, socket, head);
  else socket.destroy();
});
server.listen(config.PORT, config.HOST, () => logger.info({ port: config.PORT }, 'listening (headless bench entry)'));
process.on('SIGTERM', () => {
  server.close();
  void realtime
    .close()
    .then(() => bus.close())
    .then(() => database.close())
    .finally(() => process.exit(0));
});
