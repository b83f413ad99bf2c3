// Dealer listings: /api/dealer/cars/ (list, create, read, update, mark sold, delete), the form's options, tools,
// the public /api/dealers/{id}/ and the car page's view beacon.
import { createRoute, z } from '@hono/zod-openapi';
import { carDetailSchema, dealerProfileSchema } from '@/lib/contract/cars';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  DEALER_LISTING_SORTS,
  LISTING_STATUSES,
  dealerCarCreateSchema,
  dealerCarListQuerySchema,
  dealerCarOptionsSchema,
  dealerCarPageSchema,
  dealerCarUpdateSchema,
  dealerToolsSchema,
} from '@/lib/contract/dealer';
import { createRouter } from '../../api/create-app';
import { choiceParam, pageParam, queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { publicRequestUrl } from '../../api/request-url';
import { documentedBody, parseId, validBody, validQuery } from '../../api/validate';
import { clientAddress } from '../../http/request-origin';
import { dealerCarOptions } from './car-options.service';
import { listDealerCars, markDealerCarSold } from './dealer-listings.service';
import { recordListingView } from './listing-views';
import { requireDealer } from './dealer-access';
import { dealerProfile } from './dealer-profile.service';
import { createDealerCar, dealerTools, deleteDealerCar, getDealerCar, updateDealerCar } from './dealer.service';
import { json } from '../../api/openapi';
import { idParams, signedIn } from '../../api/route-contract';

const router = createRouter();
const denied = {
  401: json('Not logged in', detailErrorSchema),
  403: json('Not a Business Account or staff', detailErrorSchema),
};
const missing = { 404: json("No such listing, or another dealer's", detailErrorSchema) };
const tags = ['dealer'];

const listRoute = createRoute({
  method: 'get',
  path: '/dealer/cars/',
  security: signedIn,
  tags,
  summary: "The dealer's own listings with views and chat leads: searched, one status, sorted (newest first)",
  request: {
    query: z.object({
      page: pageParam(),
      search: queryParam('Words that must all be in the make, model, trim or VIN'),
      status: choiceParam(LISTING_STATUSES, 'active, sold or draft; absent = every status', { blank: false }),
      ordering: choiceParam(
        DEALER_LISTING_SORTS.map((sort) => sort.value),
        DEALER_LISTING_SORTS.map((sort) => sort.value).join(', '),
        { blank: false },
      ),
    }),
  },
  responses: {
    200: json('A page of listings', dealerCarPageSchema),
    400: json('Invalid search, status or ordering', fieldErrorsSchema),
    ...denied,
    ...missing,
  },
});
const optionsRoute = createRoute({
  method: 'get',
  path: '/dealer/car-options/',
  security: signedIn,
  tags,
  summary: "The add-a-car form's lists (the car filters' values), year bounds and the dealer's usual country",
  responses: { 200: json('Options', dealerCarOptionsSchema), ...denied },
});
const markSoldRoute = createRoute({
  method: 'post',
  path: '/dealer/cars/{id}/mark-sold/',
  security: signedIn,
  tags,
  summary: 'Mark a listing sold (the owner or staff)',
  request: { params: idParams },
  responses: { 200: json('The listing', carDetailSchema), ...denied, ...missing },
});
const viewRoute = createRoute({
  method: 'post',
  path: '/car/{id}/view/',
  tags,
  summary:
    "Count a view of a car page (once per visitor and car per half hour; added to the dealer's counts in batches). " +
    "Staff and the listing's own dealer are answered 204 but never counted.",
  request: { params: idParams },
  responses: { 204: { description: 'Counted (or already counted lately)' }, 404: json('Not an id', detailErrorSchema) },
});
const createCarRoute = createRoute({
  method: 'post',
  path: '/dealer/cars/create/',
  security: signedIn,
  tags,
  summary:
    'List a car, as a draft: upload its photos (POST /api/dealer/cargallery/create/), then publish it with ' +
    'PUT /api/dealer/cars/{id}/update/ {"status": "active"}. Asking for status "active" here is a 400.',
  request: { body: documentedBody(router.openAPIRegistry, dealerCarCreateSchema) },
  responses: {
    201: json('The new listing (a draft unless "sold" was asked for)', carDetailSchema),
    400: json('Invalid fields, or status "active" (a new listing has no photo yet)', fieldErrorsSchema),
    ...denied,
  },
});
const readRoute = createRoute({
  method: 'get',
  path: '/dealer/cars/{id}/',
  security: signedIn,
  tags,
  summary: "One of the dealer's listings (drafts too)",
  request: { params: idParams },
  responses: { 200: json('The listing', carDetailSchema), ...denied, ...missing },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/dealer/cars/{id}/update/',
  security: signedIn,
  tags,
  summary: 'Change a listing; a new price is kept in its price history',
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, dealerCarUpdateSchema) },
  responses: {
    200: json('The listing', carDetailSchema),
    400: json('Invalid fields', fieldErrorsSchema),
    ...denied,
    ...missing,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/dealer/cars/{id}/delete/',
  security: signedIn,
  tags,
  summary: 'Delete a listing and its pictures',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...denied, ...missing },
});
const toolsRoute = createRoute({
  method: 'get',
  path: '/dealer/tools/',
  security: signedIn,
  tags,
  summary: "Counts of the dealer's listings by status, and how often shoppers saved them",
  responses: { 200: json('Counts', dealerToolsSchema), ...denied },
});

const profileRoute = createRoute({
  method: 'get',
  path: '/dealers/{id}/',
  tags,
  summary: "A Business Account's public profile and its count of active listings",
  request: { params: idParams },
  responses: {
    200: json('The dealer', dealerProfileSchema),
    404: json('No such dealer (private sellers have no public profile)', detailErrorSchema),
  },
});

export const dealerRouter = router
  .openapi(listRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const query = validQuery(c, dealerCarListQuerySchema);
    return c.json(await listDealerCars(c.get('db'), user, query, publicRequestUrl(c), requestMediaUrl(c)), 200);
  })
  .openapi(optionsRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    return c.json(await dealerCarOptions(c.get('db'), user), 200);
  })
  .openapi(markSoldRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    return c.json(await markDealerCarSold(c.get('db'), user, id, requestMediaUrl(c)), 200);
  })
  .openapi(viewRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    await recordListingView(c.get('db'), id, { user: c.get('user'), address: clientAddress(c) });
    return c.body(null, 204);
  })
  .openapi(createCarRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const input = await validBody(c, dealerCarCreateSchema);
    return c.json(await createDealerCar(c.get('db'), user, input, requestMediaUrl(c)), 201);
  })
  .openapi(readRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    return c.json(await getDealerCar(c.get('db'), user, parseId(c.req.valid('param').id), requestMediaUrl(c)), 200);
  })
  .openapi(updateRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    const id = parseId(c.req.valid('param').id);
    const input = await validBody(c, dealerCarUpdateSchema);
    return c.json(await updateDealerCar(c.get('db'), user, id, input, requestMediaUrl(c)), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    await deleteDealerCar(c.get('db'), user, parseId(c.req.valid('param').id));
    return c.body(null, 204);
  })
  .openapi(toolsRoute, async (c) => {
    const user = requireDealer(c.get('user'));
    return c.json(await dealerTools(c.get('db'), user), 200);
  })
  .openapi(profileRoute, async (c) => {
    return c.json(await dealerProfile(c.get('db'), parseId(c.req.valid('param').id), requestMediaUrl(c)), 200);
  });
