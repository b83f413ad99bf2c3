// Public car listings: GET /api/cars/filter/, /cars/selling-type/{type}/filter/, /cars/condition/{type}/filter/.
import { createRoute, z } from '@hono/zod-openapi';
import {
  CONDITION_TYPES,
  SELLING_TYPES,
  carFilterQuerySchema,
  carListingPageSchema,
  type CarListingPage,
} from '@/lib/contract/cars';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { createRouter } from '../../api/create-app';
import { queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { publicRequestUrl } from '../../api/request-url';
import type { Context, TypedResponse } from 'hono';
import { listCars, listCarsOfType, parseConditionType, parseSellingType } from './cars.service';
import { wantsFresh } from '../../http/cache-control';
import type { ListingCache } from './listing-cache';
import type { CarCountBounds } from './cars.repository';
import { json } from '../../api/openapi';

/**
 * The listing page for this request from the instance's few-second cache (decisions 015, 026), keyed by scope and
 * public URL, answered as the JSON text the cache keeps (decision 082). `load`'s type is the contract's page, so the
 * text is one.
 */
async function cachedPage(
  listings: ListingCache,
  c: Context,
  scope: string,
  load: (url: URL) => Promise<CarListingPage>,
) {
  const url = publicRequestUrl(c);
  const text = await listings.page(
    c.get('db'),
    `${scope}|${url.href}`,
    () => load(url),
    wantsFresh(c.req.header('cache-control'), c.req.header('pragma')),
  );
  // The text is a CarListingPage's JSON, what c.json would have sent; Hono types a text body as a string, so the
  // route's typed answer is restated through unknown.
  const answer: unknown = c.body(text, 200, { 'Content-Type': 'application/json' });
  return answer as Response & TypedResponse<CarListingPage, 200, 'json'>;
}

/** The contract's filter parameters, documented; values are checked by the service (DRF 400s). */
export const carQuery = z.object(
  Object.fromEntries(
    Object.entries(carFilterQuerySchema.shape).map(([name, schema]) => [name, queryParam(schema.description ?? name)]),
  ),
);

const responses = {
  200: json('A page of car cards (20 a page); the count is exact up to 10,000, else an estimate', carListingPageSchema),
  400: json('An invalid filter value', fieldErrorsSchema),
  404: json('Unknown type or invalid page', detailErrorSchema),
};

const typeParam = (types: readonly string[], example: string) =>
  z.object({
    type: z
      .string()
      .openapi({ param: { name: 'type', in: 'path' }, description: `One of: ${types.join(', ')}`, example }),
  });

const filterRoute = createRoute({
  method: 'get',
  path: '/cars/filter/',
  tags: ['cars'],
  summary: 'Search every active listing',
  request: { query: carQuery },
  responses,
});

const sellingTypeRoute = createRoute({
  method: 'get',
  path: '/cars/selling-type/{type}/filter/',
  tags: ['cars'],
  summary: 'Active listings of one selling type',
  request: { params: typeParam(SELLING_TYPES, 'buy now'), query: carQuery },
  responses,
});

const conditionRoute = createRoute({
  method: 'get',
  path: '/cars/condition/{type}/filter/',
  tags: ['cars'],
  summary: 'Active local (Cambodian) listings of one kind',
  request: { params: typeParam(CONDITION_TYPES, 'personal car'), query: carQuery },
  responses,
});

/** The three public listing routes, answered from this API instance's listing cache; `bounds` for tests (decision 068). */
export const carsRouter = (listings: ListingCache, bounds?: CarCountBounds) =>
  createRouter()
    .openapi(filterRoute, async (c) => {
      return cachedPage(listings, c, 'all', (url) =>
        listCars(c.get('db'), url, requestMediaUrl(c), undefined, 'all', bounds),
      );
    })
    .openapi(sellingTypeRoute, async (c) => {
      const type = c.req.valid('param').type;
      return cachedPage(listings, c, 'selling', (url) =>
        listCarsOfType(c.get('db'), parseSellingType(type), url, requestMediaUrl(c), bounds),
      );
    })
    .openapi(conditionRoute, async (c) => {
      const type = c.req.valid('param').type;
      return cachedPage(listings, c, 'condition', (url) =>
        listCarsOfType(c.get('db'), parseConditionType(type), url, requestMediaUrl(c), bounds),
      );
    });
