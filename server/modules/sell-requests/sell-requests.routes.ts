// Sell your car: POST /api/sell-requests/ (multipart, visitors too), GET .../mine/, and staff's list and status update.
import { createRoute, z } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  SELL_MAX_PHOTOS,
  SELL_REQUEST_STATUSES,
  SELL_PHOTO_MAX_BYTES,
  sellRequestFormSchema,
  sellRequestPageSchema,
  sellRequestSchema,
  sellRequestUpdateSchema,
} from '@/lib/contract/sell-requests';
import { requireStaff, requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { allowBody } from '../../api/limits';
import { choiceParam, pageParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { publicRequestUrl } from '../../api/request-url';
import { throttle } from '../../api/throttle';
import { documentedBody, parseId, readBody, validBody } from '../../api/validate';
import {
  createSellRequest,
  listOwnSellRequests,
  listSellRequests,
  setSellRequestStatus,
} from './sell-requests.service';
import { json } from '../../api/openapi';
import { idParams, signedIn } from '../../api/route-contract';

/** Five requests an hour per visitor address (or per signed-in user): enough for a family, not for a spammer. */
export const SELL_REQUEST_THROTTLE = { scope: 'sell-request', limit: 5, windowSeconds: 3600, by: 'user' } as const;
// Ten full-size photos plus the multipart envelope; anything larger is cut off while it arrives.
const MAX_BODY_BYTES = SELL_MAX_PHOTOS * SELL_PHOTO_MAX_BYTES + 1024 * 1024;

const router = createRouter();
const tags = ['sell requests'];
const listQuery = z.object({
  page: pageParam(),
  status: choiceParam(SELL_REQUEST_STATUSES, 'new, contacted or closed'),
});

const createRequestRoute = createRoute({
  method: 'post',
  path: '/sell-requests/',
  tags,
  summary: `Ask us to sell or buy your car (multipart; up to ${SELL_MAX_PHOTOS} JPEG, PNG or WebP photos of at most 10 MB in "photos")`,
  middleware: [throttle(SELL_REQUEST_THROTTLE)],
  request: { body: documentedBody(router.openAPIRegistry, sellRequestFormSchema, ['multipart/form-data']) },
  responses: {
    201: json('Saved for staff; `reference` is what the seller quotes', sellRequestSchema),
    400: json('Invalid fields or photos', fieldErrorsSchema),
    413: json('Body too large', detailErrorSchema),
    429: json('Too many requests', detailErrorSchema),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/sell-requests/',
  security: signedIn,
  tags,
  summary: 'Staff: every request, newest first (20 a page)',
  request: { query: listQuery },
  responses: {
    200: json('A page of requests', sellRequestPageSchema),
    400: json('Unknown status', fieldErrorsSchema),
    401: json('Not logged in', detailErrorSchema),
    403: json('Not staff', detailErrorSchema),
    404: json('Invalid page', detailErrorSchema),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/sell-requests/mine/',
  security: signedIn,
  tags,
  summary: "The signed-in user's own requests, newest first (20 a page)",
  request: { query: listQuery },
  responses: {
    200: json('A page of requests', sellRequestPageSchema),
    401: json('Not logged in', detailErrorSchema),
    404: json('Invalid page', detailErrorSchema),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/sell-requests/{id}/',
  security: signedIn,
  tags,
  summary: 'Staff: move a request to new, contacted or closed',
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, sellRequestUpdateSchema) },
  responses: {
    200: json('The request', sellRequestSchema),
    400: json('Invalid status', fieldErrorsSchema),
    401: json('Not logged in', detailErrorSchema),
    403: json('Not staff', detailErrorSchema),
    404: json('No such request', detailErrorSchema),
  },
});

export const sellRequestsRouter = router
  .openapi(createRequestRoute, async (c) => {
    allowBody(
      c,
      MAX_BODY_BYTES,
      `Request body is too large: at most ${SELL_MAX_PHOTOS} photos of ${SELL_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
    );
    return c.json(await createSellRequest(c.get('db'), await readBody(c), c.get('user'), requestMediaUrl(c)), 201);
  })
  .openapi(listRoute, async (c) => {
    requireStaff(c.get('user'));
    return c.json(await listSellRequests(c.get('db'), publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(mineRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await listOwnSellRequests(c.get('db'), user, publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(updateRoute, async (c) => {
    requireStaff(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    const { status } = await validBody(c, sellRequestUpdateSchema);
    return c.json(await setSellRequestStatus(c.get('db'), id, status, requestMediaUrl(c)), 200);
  });
