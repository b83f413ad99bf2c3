// GET /api/cars/selling-type/{type}/filter/: DRF pages of car cards for one of the spec's selling types.
import { createRoute, z } from '@hono/zod-openapi';
import { CAR_ORDERING_FIELDS, SELLING_TYPES, carPageSchema } from '@/lib/contract/cars';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { createRouter } from '../../api/create-app';
import { filterQueryShape, queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { publicRequestUrl } from '../../api/request-url';
import { carFilterFields, carFilterOptions } from './cars.repository';
import { listCarsBySellingType } from './cars.service';

const sellingTypeRoute = createRoute({
  method: 'get',
  path: '/cars/selling-type/{type}/filter/',
  tags: ['cars'],
  summary: 'Active listings of one selling type, 20 per page',
  request: {
    params: z.object({
      type: z.string().openapi({ param: { name: 'type', in: 'path' }, description: `One of: ${SELLING_TYPES.join(', ')}`, example: 'buy now' }),
    }),
    query: z.object({
      page: queryParam('Page number, or "last"'),
      ordering: queryParam(`Comma list of ${CAR_ORDERING_FIELDS.join(', ')}; a leading "-" sorts descending`),
      ...filterQueryShape(carFilterFields, carFilterOptions),
    }),
  },
  responses: {
    200: { description: 'A page of car cards', content: { 'application/json': { schema: carPageSchema } } },
    400: { description: 'An invalid filter value', content: { 'application/json': { schema: fieldErrorsSchema } } },
    404: { description: 'Unknown selling type or invalid page', content: { 'application/json': { schema: detailErrorSchema } } },
  },
});

export const carsRouter = createRouter().openapi(sellingTypeRoute, async (c) => {
  const page = await listCarsBySellingType(c.get('db'), c.req.valid('param').type, publicRequestUrl(c), requestMediaUrl(c));
  return c.json(page, 200);
});
