// GET /api/car/{id}/ (or /api/car/{slug}/): the car page's data, with is_saved for the asking user.
import { createRoute, z } from '@hono/zod-openapi';
import { carDetailSchema } from '@/lib/contract/cars';
import { detailErrorSchema } from '@/lib/contract/common';
import { createRouter } from '../../api/create-app';
import { requestMediaUrl } from '../../api/media-url';
import { findPublicCarDetail } from './car-detail.service';
import { json } from '../../api/openapi';

const carRoute = createRoute({
  method: 'get',
  path: '/car/{id}/',
  tags: ['cars'],
  summary: 'One listing by id or slug (drafts are not public)',
  request: {
    params: z.object({
      id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'Numeric id or slug', example: '1' }),
    }),
  },
  responses: {
    200: json('The listing', carDetailSchema),
    404: json('No such public listing', detailErrorSchema),
  },
});

export const carDetailRouter = createRouter().openapi(carRoute, async (c) => {
  const detail = await findPublicCarDetail(c.get('db'), c.req.valid('param').id, c.get('user'), requestMediaUrl(c));
  return c.json(detail, 200);
});
