// Liveness and readiness: the database and the bus are pinged on every call.
import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@/lib/contract/health';
import { getConfig } from '../../config';
import { createRouter } from '../../api/create-app';

const route = createRoute({
  method: 'get',
  path: '/health/',
  tags: ['health'],
  summary: 'Service health',
  responses: {
    200: { description: 'Everything answers', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'A part is failing', content: { 'application/json': { schema: healthSchema } } },
  },
});

async function answers(check: () => Promise<void>, ms = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRouter = createRouter().openapi(route, async (c) => {
  const config = getConfig();
  const deps = c.get('deps');
  const [database, bus] = await Promise.all([deps.getDatabase().catch(() => null), deps.getBus().catch(() => null)]);
  const [dbOk, busOk] = await Promise.all([
    answers(async () => (database ? database.ping() : Promise.reject(new Error('unavailable')))),
    answers(async () => (bus ? bus.ping() : Promise.reject(new Error('unavailable')))),
  ]);
  const failing = [...(dbOk ? [] : ['database' as const]), ...(busOk ? [] : ['bus' as const])];
  const body = {
    status: failing.length ? ('error' as const) : ('ok' as const),
    database: database?.kind ?? config.databaseKind,
    bus: bus?.kind ?? config.busKind,
    version: config.version,
    ...(failing.length ? { failing } : {}),
  };
  c.header('Cache-Control', 'no-store');
  return failing.length ? c.json(body, 503) : c.json(body, 200);
});
