// Part orders: GET /api/parts/orders/ (own; staff every order) and POST /api/parts/orders/create/.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { partOrderCreateSchema, partOrderPageSchema, partOrderSchema } from '@/lib/contract/parts';
import { requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { pageParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { json } from '../../api/openapi';
import { publicRequestUrl } from '../../api/request-url';
import { throttle } from '../../api/throttle';
import { documentedBody, readBody } from '../../api/validate';
import { createPartOrder, listPartOrders } from './part-orders.service';
import { signedIn } from '../../api/route-contract';

/** Thirty orders an hour per buyer: a workshop restocking, not a script emptying the warehouse. */
const PART_ORDER_THROTTLE = { scope: 'part-order', limit: 30, windowSeconds: 3600, by: 'user' } as const;

/** 401 before anything else, so an anonymous caller is not counted against an address's throttle. */
const loginRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.get('user'));
  await next();
};

const router = createRouter({ security: signedIn });
const tags = ['parts'];

const listRoute = createRoute({
  method: 'get',
  path: '/parts/orders/',
  tags,
  summary: "The signed-in buyer's part orders (staff: every order), newest first (20 a page)",
  request: { query: z.object({ page: pageParam() }) },
  responses: {
    200: json('A page of part orders', partOrderPageSchema),
    401: json('Not logged in', detailErrorSchema),
    404: json('Invalid page', detailErrorSchema),
  },
});

const createOrderRoute = createRoute({
  method: 'post',
  path: '/parts/orders/create/',
  tags,
  summary: 'Order 1–10 of a part: the stock is taken at once, or a 400 says how many are left',
  middleware: [loginRequired, throttle(PART_ORDER_THROTTLE)],
  request: { body: documentedBody(router.openAPIRegistry, partOrderCreateSchema) },
  responses: {
    201: json('The order, pending', partOrderSchema),
    400: json('Invalid fields, an unknown part, or not enough stock', fieldErrorsSchema),
    401: json('Not logged in', detailErrorSchema),
    429: json('Too many orders', detailErrorSchema),
  },
});

export const partOrdersRouter = router
  .openapi(listRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await listPartOrders(c.get('db'), user, publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(createOrderRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await createPartOrder(c.get('db'), user, await readBody(c), requestMediaUrl(c)), 201);
  });
