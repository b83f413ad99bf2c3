// Shipping records: /api/v2/orders/{kind}/ lists, details and staff updates, the overview and the lookup lists.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  ORDER_FILTERS,
  ORDER_KINDS,
  ORDER_ORDERING,
  loadingPortSchema,
  orderPageSchemas,
  orderRecordSchemas,
  orderUpdateSchemas,
  overviewSchema,
  recordChangePageSchema,
  towingCompanySchema,
  warehouseSchema,
  type OrderKind,
  type UpdatableOrderKind,
} from '@/lib/contract/orders';
import { requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { pageParam, queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { json } from '../../api/openapi';
import { publicRequestUrl } from '../../api/request-url';
import { documentedBody, parseId, readBody } from '../../api/validate';
import {
  getOutstandings,
  listLoadingPorts,
  listTowingCompanies,
  listWarehouses,
  outstandingsSchema,
} from './lookups.service';
import { getOverview } from './overview.service';
import type { LoadContext } from './record-source';
import { getRecordHistory } from './record-changes';
import { getRecord, listRecords } from './records.service';
import { updateRecord } from './updates.service';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const tags = ['orders'];
const unauthorized = json('Not logged in', detailErrorSchema);
const forbidden = json('The role may not do this with this kind (decision 028)', detailErrorSchema);

/** The signed-in viewer (401 otherwise), the database and the request's media URLs. */
function context(c: Context<AppEnv>): LoadContext {
  return { db: c.get('db'), viewer: requireUser(c.get('user')), media: requestMediaUrl(c) };
}

function listQuery(kind: OrderKind) {
  const shape: Record<string, ReturnType<typeof queryParam>> = {
    page: pageParam(),
    ordering: queryParam(`One of ${ORDER_ORDERING[kind].join(', ')} (default ${ORDER_ORDERING[kind][0]})`),
    search: queryParam('Free text: id number, VIN, make, model, customer name'),
  };
  for (const name of ORDER_FILTERS[kind]) shape[name] = queryParam(`django-filter lookup ${name}`);
  return z.object(shape);
}

// Routes whose answer depends on the kind are registered in a loop; their bodies are the kind's contract, which
// the loop cannot spell as one static type, hence the cast of each answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
const answer = (c: Context<AppEnv>, body: unknown, status: 200) => c.json(body as any, status);

const overviewRoute = createRoute({
  method: 'get',
  path: '/v2/orders/overview/',
  tags,
  summary: "The viewer's cars on their way (soonest ETA first), balance due, unread notes and latest activity",
  responses: { 200: json('The overview', overviewSchema), 401: unauthorized, 403: forbidden },
});

const lookupRoute = <S extends z.ZodType>(path: string, summary: string, item: S) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: { 200: json(summary, z.array(item)), 401: unauthorized, 403: json('Not staff', detailErrorSchema) },
  });

const outstandingsRoute = createRoute({
  method: 'get',
  path: '/v2/orders/carsales/oustandings/',
  tags,
  summary: "What a customer still owes per car (staff: ?customer_id=); the spec's spelling",
  request: { query: z.object({ customer_id: queryParam('Staff: the customer') }) },
  responses: {
    200: json('Outstanding amounts', outstandingsSchema),
    400: json('customer_id missing or not a number', fieldErrorsSchema),
    401: unauthorized,
    403: forbidden,
  },
});

router
  .openapi(overviewRoute, async (c) => c.json(await getOverview(context(c)), 200))
  .openapi(lookupRoute('/v2/orders/towing-companies/', 'Staff: towing companies', towingCompanySchema), async (c) =>
    c.json(await listTowingCompanies(context(c)), 200),
  )
  .openapi(lookupRoute('/v2/orders/warehouses/', 'Staff: warehouses', warehouseSchema), async (c) =>
    c.json(await listWarehouses(context(c)), 200),
  )
  .openapi(lookupRoute('/v2/orders/loading-ports/', 'Staff: loading ports', loadingPortSchema), async (c) =>
    c.json(await listLoadingPorts(context(c)), 200),
  )
  .openapi(outstandingsRoute, async (c) => c.json(await getOutstandings(context(c), publicRequestUrl(c)), 200));

function registerKind(kind: OrderKind): void {
  const list: RouteConfig = createRoute({
    method: 'get',
    path: `/v2/orders/${kind}/`,
    tags,
    summary: `A page of ${kind} (20 a page), filtered and ordered; a customer sees only their own`,
    request: { query: listQuery(kind) },
    responses: {
      200: json('A page of records', orderPageSchemas[kind]),
      400: json('A lookup value of the wrong type', fieldErrorsSchema),
      401: unauthorized,
      403: forbidden,
      404: json('Invalid page', detailErrorSchema),
    },
  });
  const detail: RouteConfig = createRoute({
    method: 'get',
    path: `/v2/orders/${kind}/{id}/`,
    tags,
    summary: `One of ${kind}, with its notes (and timeline or ledger where the kind has one)`,
    request: { params: idParams },
    responses: {
      200: json('The record', orderRecordSchemas[kind]),
      401: unauthorized,
      403: forbidden,
      404: json('No such record, or another customer’s', detailErrorSchema),
    },
  });
  const history = createRoute({
    method: 'get',
    path: `/v2/orders/${kind}/{id}/history/`,
    tags,
    summary: `Staff: every change of one of ${kind} (fields before and after, notes, stage), newest first`,
    request: { params: idParams, query: z.object({ page: pageParam() }) },
    responses: {
      200: json('A page of changes', recordChangePageSchema),
      401: unauthorized,
      403: forbidden,
      404: json('No such record, or invalid page', detailErrorSchema),
    },
  });
  router.openapi(list, async (c) => answer(c, await listRecords(context(c), kind, publicRequestUrl(c)), 200));
  router.openapi(history, async (c) => {
    const ctx = context(c);
    const id = parseId(c.req.param('id') ?? '');
    return c.json(await getRecordHistory(ctx.db, ctx.viewer, kind, id, publicRequestUrl(c)), 200);
  });
  router.openapi(detail, async (c) =>
    answer(c, await getRecord(context(c), kind, parseId(c.req.param('id') ?? '')), 200),
  );
  if (!(kind in orderUpdateSchemas)) return;
  const updatable = kind as UpdatableOrderKind;
  const update: RouteConfig = createRoute({
    method: 'put',
    path: `/v2/orders/${kind}/{id}/update/`,
    tags,
    summary: `Staff: change any of a ${kind} record's fields; the car's stage follows`,
    request: { params: idParams, body: documentedBody(router.openAPIRegistry, orderUpdateSchemas[updatable]) },
    responses: {
      200: json('The updated record', orderRecordSchemas[kind]),
      400: json('Invalid fields or unknown referenced ids', fieldErrorsSchema),
      401: unauthorized,
      403: forbidden,
      404: json('No such record', detailErrorSchema),
      409: json(
        'The updated_at sent is not the stored one: someone else saved first; nothing written',
        detailErrorSchema,
      ),
    },
  });
  router.openapi(update, async (c) => {
    const ctx = context(c);
    const id = parseId(c.req.param('id') ?? '');
    const events = { getBus: c.get('deps').getBus, log: c.get('log') };
    return answer(c, await updateRecord(ctx, events, updatable, id, await readBody(c)), 200);
  });
}

for (const kind of ORDER_KINDS) registerKind(kind);

export const ordersRouter = router;
