// Liveness (GET /api/health/live/: the process answers) and readiness (GET /api/health/ and /api/health/ready/).
import { createRoute } from '@hono/zod-openapi';
import { healthSchema, livenessSchema } from '@/lib/contract/health';
import { getConfig } from '../../config';
import { createRouter } from '../../api/create-app';
import { readiness } from './health.service';
import { cacheControlHeader, json } from '../../api/openapi';

const readinessRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['health'],
    summary,
    responses: {
      200: {
        ...json('The database accepts writes and the bus answers', healthSchema),
        headers: cacheControlHeader('no-store'),
      },
      503: json('A part is failing (named in `failing`)', healthSchema),
    },
  });

const liveRoute = createRoute({
  method: 'get',
  path: '/health/live/',
  tags: ['health'],
  summary: 'Liveness: the process answers (no dependency is checked; restart the process only when this fails)',
  responses: { 200: { ...json('Alive', livenessSchema), headers: cacheControlHeader('no-store') } },
});

export const healthRouter = createRouter()
  .openapi(liveRoute, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const, version: getConfig().version }, 200);
  })
  .openapi(
    readinessRoute('/health/', 'Readiness: the database accepts a write and the bus answers (cached 1 s)'),
    async (c) => {
      const { body, ok } = await readiness(c.get('deps'));
      c.header('Cache-Control', 'no-store');
      return ok ? c.json(body, 200) : c.json(body, 503);
    },
  )
  .openapi(readinessRoute('/health/ready/', 'Readiness (the same as /api/health/)'), async (c) => {
    const { body, ok } = await readiness(c.get('deps'));
    c.header('Cache-Control', 'no-store');
    return ok ? c.json(body, 200) : c.json(body, 503);
  });
