// GET /api/dev/outbox/: the newest outbox messages, so every flow can be finished locally and in e2e tests.
import { createRoute } from '@hono/zod-openapi';
import { detailErrorSchema } from '@/lib/contract/common';
import { outboxListSchema } from '@/lib/contract/outbox';
import { createRouter } from '../api/create-app';
import { ApiError } from '../api/errors';
import { getConfig } from '../config';
import { listRecentMessages } from './outbox';
import { json } from '../api/openapi';

/** Links and codes are secrets: the list exists outside production, or where DEV_OUTBOX turns it on. */
export function devOutboxEnabled(): boolean {
  const config = getConfig();
  return config.NODE_ENV !== 'production' || config.DEV_OUTBOX;
}

const router = createRouter();

const outboxRoute = createRoute({
  method: 'get',
  path: '/dev/outbox/',
  tags: ['dev'],
  summary: 'The 50 newest e-mails and SMS (development only)',
  hide: true,
  responses: {
    200: json('Newest first', outboxListSchema),
    404: json('Not available in production', detailErrorSchema),
  },
});

export const devOutboxRouter = router.openapi(outboxRoute, async (c) => {
  if (!devOutboxEnabled()) throw ApiError.notFound();
  return c.json(await listRecentMessages(c.get('db')), 200);
});
