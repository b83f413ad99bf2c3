// The parts catalogue: GET /api/parts/all/, /parts/{id}/ and the cascade /parts/makes/…/sub-categories/.
import { createRoute, z } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  partCascadeSchema,
  partDetailSchema,
  partListQuerySchema,
  partPageSchema,
  type PartCascadeLevel,
} from '@/lib/contract/parts';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-app';
import { wantsFresh } from '../../http/cache-control';
import { queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { json } from '../../api/openapi';
import { publicRequestUrl } from '../../api/request-url';
import { parseId } from '../../api/validate';
import { cascadeLevel, getPartDetail, listParts, type CascadeSegments } from './parts.service';
import { idParams } from '../../api/route-contract';

const tags = ['parts'];

/** The contract's list parameters, documented; values are checked by the service (DRF 400s). */
const listQuery = z.object(
  Object.fromEntries(
    Object.entries(partListQuerySchema.shape).map(([name, schema]) => [name, queryParam(schema.description ?? name)]),
  ),
);

const listRoute = createRoute({
  method: 'get',
  path: '/parts/all/',
  tags,
  summary: 'Parts matching every lookup given, most recently listed first (20 a page)',
  request: { query: listQuery },
  responses: {
    200: json('A page of part cards', partPageSchema),
    400: json('A lookup with an invalid value (year__iexact not a number, an unknown source)', fieldErrorsSchema),
    404: json('Invalid page', detailErrorSchema),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/parts/{id}/',
  tags,
  summary: 'A part: gallery, price, condition, stock, the vehicles it fits, its seller and related parts',
  request: {
    params: idParams,
  },
  responses: {
    200: json('The part', partDetailSchema),
    404: json('No such part', detailErrorSchema),
  },
});

const SEGMENTS = ['make', 'year', 'model', 'engine', 'category'] as const;
const LISTS: Record<PartCascadeLevel, string> = {
  make: 'makes/',
  year: 'years/',
  model: 'models/',
  engine: 'engines/',
  category: 'categories/',
  sub_category: 'sub-categories/',
};
const LEVELS = Object.keys(LISTS) as PartCascadeLevel[];

/** The cascade route listing `level`: every level above it is a path segment. */
function cascadeRoute(depth: number) {
  const above = SEGMENTS.slice(0, depth);
  const path = `/parts/${LEVELS.slice(0, depth + 1)
    .map((level, i) => (i < depth ? `${LISTS[level]}{${above[i]}}/` : LISTS[level]))
    .join('')}`;
  const params = Object.fromEntries(
    above.map((name) => [
      name,
      z.string().openapi({
        param: { name, in: 'path' },
        description: 'Exactly as the level above listed it, encodeURIComponent-ed',
        example: { make: 'Toyota', year: '2018', model: 'Land Cruiser', engine: '2AR-FE 2.5L I4', category: 'Body' }[
          name
        ],
      }),
    ]),
  );
  return createRoute({
    method: 'get',
    path,
    tags,
    summary: `The ${LEVELS[depth]!.replace('_', '-')}s of the parts under the levels above (a plain array of strings)`,
    request: {
      params: z.object(params),
      query: z.object({ source: queryParam('warehouse or us dealer: only that source’s parts') }),
    },
    responses: {
      200: json('Distinct values, years newest first, others A–Z; [] when nothing matches', partCascadeSchema),
      400: json('An unknown source', fieldErrorsSchema),
      ...(above.includes('year') ? { 404: json('A year that is not a whole number', detailErrorSchema) } : {}),
    },
  });
}

/** Cache-Control: no-cache (a hard reload, the bench) reads past the few-second caches. */
const fresh = (c: Context) => wantsFresh(c.req.header('cache-control'), c.req.header('pragma'));

const router = createRouter().openapi(listRoute, async (c) =>
  c.json(await listParts(c.get('db'), publicRequestUrl(c), requestMediaUrl(c), fresh(c)), 200),
);
for (let depth = 0; depth < LEVELS.length; depth++) {
  router.openapi(cascadeRoute(depth), async (c) => {
    // Hono decodes each parameter exactly once (`%2F` stays one segment while routing and becomes `/` here).
    const segments = c.req.param() as CascadeSegments;
    return c.json(await cascadeLevel(c.get('db'), segments, publicRequestUrl(c), fresh(c)), 200);
  });
}

/** Mounted after the orders routes (parts.routes.ts), so `/parts/orders/` is never read as a part id. */
export const catalogueRouter = router.openapi(detailRoute, async (c) => {
  const id = parseId(c.req.valid('param').id);
  return c.json(await getPartDetail(c.get('db'), id, requestMediaUrl(c)), 200);
});
