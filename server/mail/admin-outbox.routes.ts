// GET /api/admin/outbox/ (staff: deliveries by status, parked ones with ?status=failed) and POST …/{id}/retry/.
import { createRoute, z } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { OUTBOX_STATUSES, staffOutboxMessageSchema, staffOutboxPageSchema } from '@/lib/contract/outbox';
import { requireStaff } from '../api/auth';
import { createRouter } from '../api/create-app';
import { choiceParam, pageParam } from '../api/filters';
import { json } from '../api/openapi';
import { publicRequestUrl } from '../api/request-url';
import { parseId } from '../api/validate';
import { deliverInBackground } from './outbox';
import { listOutbox, retryMessage } from './outbox-admin';
import { idParams, signedIn } from '../api/route-contract';

const tags = ['admin'];
const denied = { 401: json('Not logged in', detailErrorSchema), 403: json('Not staff', detailErrorSchema) };

const listRoute = createRoute({
  method: 'get',
  path: '/admin/outbox/',
  tags,
  summary: 'Staff: e-mails and SMS with their delivery state, newest first (20 a page); bodies are not shown',
  request: {
    query: z.object({
      page: pageParam(),
      status: choiceParam(OUTBOX_STATUSES, 'pending, sending, sent or failed (parked)'),
    }),
  },
  responses: {
    200: json('A page of messages', staffOutboxPageSchema),
    400: json('Unknown status', fieldErrorsSchema),
    ...denied,
    404: json('Invalid page', detailErrorSchema),
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/admin/outbox/{id}/retry/',
  tags,
  summary: 'Staff: give a parked (failed) message a fresh set of tries, starting now',
  request: { params: idParams },
  responses: {
    200: json('The message, pending again', staffOutboxMessageSchema),
    400: json('The message is not parked', detailErrorSchema),
    ...denied,
    404: json('No such message', detailErrorSchema),
  },
});

export const adminOutboxRouter = createRouter({ security: signedIn })
  .openapi(listRoute, async (c) => {
    requireStaff(c.get('user'));
    return c.json(await listOutbox(c.get('db'), publicRequestUrl(c)), 200);
  })
  .openapi(retryRoute, async (c) => {
    requireStaff(c.get('user'));
    const message = await retryMessage(c.get('db'), parseId(c.req.valid('param').id));
    deliverInBackground(c.get('db'), [message.id], c.get('log'));
    return c.json(message, 200);
  });
