// Search support: facet data (search-filter-data[-v3]/{type}/) and car-name suggestions.
import { createRoute, z } from '@hono/zod-openapi';
import { SELLING_TYPES, facetsSchema, suggestionListSchema } from '@/lib/contract/cars';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { createRouter } from '../../api/create-app';
import { queryParam, queryValue } from '../../api/filters';
import { publicRequestUrl } from '../../api/request-url';
import { carQuery } from './cars.routes';
import { carFacets, carSuggestions } from './search.service';
import { json } from '../../api/openapi';

const facetParams = z.object({
  type: z.string().openapi({
    param: { name: 'type', in: 'path' },
    description: `One of: ${SELLING_TYPES.join(', ')} (the three local types share the local-car facets; all = every listing)`,
    example: 'all',
  }),
});

const facetResponses = {
  200: json('Facets with counts', facetsSchema),
  400: json('An invalid filter value', fieldErrorsSchema),
  404: json('Unknown type', detailErrorSchema),
};

const facetRoute = (path: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['cars'],
    summary: 'Facet data for the filter panel, narrowed by the same filters as the listings',
    request: { params: facetParams, query: carQuery },
    responses: facetResponses,
  });

const suggestionQuery = z.object({ q: queryParam('Text typed so far; blank gives []') });
const suggestionResponses = {
  200: json('Up to 10 suggestions, best first', suggestionListSchema),
};

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/cars/search/suggestions/',
  tags: ['cars'],
  summary: 'Car-name suggestions: names starting with the text first, then by trigram similarity',
  request: { query: suggestionQuery },
  responses: suggestionResponses,
});

const searchRoute = createRoute({
  method: 'post',
  path: '/cars/search/',
  tags: ['cars'],
  summary: 'Same as the suggestions, for clients that POST the search',
  request: { query: suggestionQuery },
  responses: suggestionResponses,
});

export const carSearchRouter = createRouter()
  .openapi(facetRoute('/cars/search-filter-data-v3/{type}/'), async (c) =>
    c.json(await carFacets(c.get('db'), c.req.valid('param').type, publicRequestUrl(c)), 200),
  )
  .openapi(facetRoute('/cars/search-filter-data/{type}/'), async (c) =>
    c.json(await carFacets(c.get('db'), c.req.valid('param').type, publicRequestUrl(c)), 200),
  )
  .openapi(suggestionsRoute, async (c) => c.json(await carSuggestions(c.get('db'), typedSoFar(c.req.url)), 200))
  .openapi(searchRoute, async (c) => c.json(await carSuggestions(c.get('db'), typedSoFar(c.req.url)), 200));

const typedSoFar = (url: string) => queryValue(new URL(url), 'q');
