// Creating and deleting records (decision 039): POST carsales/create/ and DELETE carsales/{id}/delete/ (staff),
// POST containers/create/, DELETE containers/{id}/delete/ and POST containers/{id}/add-cars/ (superusers).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { carSaleSchema, containerSchema } from '@/lib/contract/orders';
import {
  carSaleCreateSchema,
  containerAddCarsSchema,
  containerCreateSchema,
  recordDeleteSchema,
} from '@/lib/contract/orders-create';
import { requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { requestMediaUrl } from '../../api/media-url';
import { queryParam } from '../../api/filters';
import { json } from '../../api/openapi';
import { documentedBody, parseId, readBody } from '../../api/validate';
import { createCarSale, deleteCarSale, type WriteEvents } from './car-sale-writes.service';
import { addContainerCars, createContainer, deleteContainer } from './container-writes.service';
import type { LoadContext } from './record-source';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
const tags = ['orders'];
const denied = {
  401: json('Not logged in', detailErrorSchema),
  403: json('The role may not do this with this kind (decision 028)', detailErrorSchema),
};
const invalid = json('Invalid fields or unknown referenced ids', fieldErrorsSchema);
const stale = json('The record changed since it was read (`updated_at`); nothing was written', detailErrorSchema);
const notFound = json('No such record', detailErrorSchema);

function context(c: Context<AppEnv>): LoadContext {
  return { db: c.get('db'), viewer: requireUser(c.get('user')), media: requestMediaUrl(c) };
}
const events = (c: Context<AppEnv>): WriteEvents => ({ getBus: c.get('deps').getBus, log: c.get('log') });
const id = (c: Context<AppEnv>) => parseId(c.req.param('id') ?? '');
/** A DELETE's `updated_at`: in the query (what browsers' DELETE calls send) or, as DRF allows, in a body. */
async function deleteInput(c: Context<AppEnv>): Promise<unknown> {
  const body = await readBody(c);
  const seen = c.req.query('updated_at');
  return seen !== undefined && body !== null && typeof body === 'object' && !('updated_at' in body)
    ? { ...body, updated_at: seen }
    : body;
}
const deleteQuery = z.object({ updated_at: queryParam('The updated_at the record was shown with (else 409)') });

const createCarSaleRoute = createRoute({
  method: 'post',
  path: '/v2/orders/carsales/create/',
  tags,
  summary: 'Staff: record a car sold to a customer, with its summary report (stage purchased)',
  request: { body: documentedBody(router.openAPIRegistry, carSaleCreateSchema) },
  responses: { 201: json('The new car sale', carSaleSchema), 400: invalid, ...denied },
});

const deleteCarSaleRoute = createRoute({
  method: 'delete',
  path: '/v2/orders/carsales/{id}/delete/',
  tags,
  summary: "Staff: delete a car sale and every record of the car (the customer's ledger keeps its entries)",
  request: {
    params: idParams,
    query: deleteQuery,
    body: { ...documentedBody(router.openAPIRegistry, recordDeleteSchema), required: false },
  },
  responses: { 204: { description: 'Deleted' }, 400: invalid, ...denied, 404: notFound, 409: stale },
});

const createContainerRoute = createRoute({
  method: 'post',
  path: '/v2/orders/containers/create/',
  tags,
  summary: 'Superusers: record a container booking',
  request: { body: documentedBody(router.openAPIRegistry, containerCreateSchema) },
  responses: { 201: json('The new container', containerSchema), 400: invalid, ...denied },
});

const deleteContainerRoute = createRoute({
  method: 'delete',
  path: '/v2/orders/containers/{id}/delete/',
  tags,
  summary: "Superusers: delete a container; its cars' loading records and shippings stay, without a container",
  request: {
    params: idParams,
    query: deleteQuery,
    body: { ...documentedBody(router.openAPIRegistry, recordDeleteSchema), required: false },
  },
  responses: { 204: { description: 'Deleted' }, 400: invalid, ...denied, 404: notFound, 409: stale },
});

const addCarsRoute = createRoute({
  method: 'post',
  path: '/v2/orders/containers/{id}/add-cars/',
  tags,
  summary: 'Superusers: put cars in the container (their loading record and shipping); their stages follow',
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, containerAddCarsSchema) },
  responses: {
    200: json('The container with its cars', containerSchema),
    400: invalid,
    ...denied,
    404: notFound,
    409: stale,
  },
});

// The answers are the kinds' contracts, built per viewer by the records service (as in orders.routes.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
const answer = <S extends 200 | 201>(c: Context<AppEnv>, body: unknown, status: S) => c.json(body as any, status);

router
  .openapi(createCarSaleRoute, async (c) =>
    answer(c, await createCarSale(context(c), events(c), await readBody(c)), 201),
  )
  .openapi(deleteCarSaleRoute, async (c) => {
    await deleteCarSale(context(c), events(c), id(c), await deleteInput(c));
    return c.body(null, 204);
  })
  .openapi(createContainerRoute, async (c) => answer(c, await createContainer(context(c), await readBody(c)), 201))
  .openapi(deleteContainerRoute, async (c) => {
    await deleteContainer(context(c), events(c), id(c), await deleteInput(c));
    return c.body(null, 204);
  })
  .openapi(addCarsRoute, async (c) =>
    answer(c, await addContainerCars(context(c), events(c), id(c), await readBody(c)), 200),
  );

export const orderWritesRouter = router;
