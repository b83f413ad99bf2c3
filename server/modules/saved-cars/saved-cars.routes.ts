// Saved cars: POST /api/usermgmt/add-car-to-saved-list/, remove-car-from-saved-list/, GET saved-cars/?page=.
import { createRoute, z } from '@hono/zod-openapi';
import { carPageSchema, savedCarRequestSchema, savedCarResponseSchema } from '@/lib/contract/cars';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { requireUser } from '../../api/auth';
import { createRouter } from '../../api/create-app';
import { pageParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { publicRequestUrl } from '../../api/request-url';
import { documentedBody, validBody } from '../../api/validate';
import { listSavedCars, saveCar, unsaveCar } from './saved-cars.service';
import { json } from '../../api/openapi';
import { signedIn } from '../../api/route-contract';

const unauthorized = json('Not logged in', detailErrorSchema);

const router = createRouter({ security: signedIn });

const changeRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['saved cars'],
    summary,
    request: { body: documentedBody(router.openAPIRegistry, savedCarRequestSchema) },
    responses: {
      200: json('The car is (no longer) saved', savedCarResponseSchema),
      400: json('Missing or unknown car_id', fieldErrorsSchema),
      401: unauthorized,
    },
  });

const listRoute = createRoute({
  method: 'get',
  path: '/usermgmt/saved-cars/',
  tags: ['saved cars'],
  summary: "The user's saved cars, most recently saved first (20 a page)",
  request: { query: z.object({ page: pageParam() }) },
  responses: {
    200: json('A page of car cards', carPageSchema),
    401: unauthorized,
    404: json('Invalid page', detailErrorSchema),
  },
});

export const savedCarsRouter = router
  .openapi(changeRoute('/usermgmt/add-car-to-saved-list/', 'Save a car (saving twice is fine)'), async (c) => {
    const user = requireUser(c.get('user'));
    const { car_id } = await validBody(c, savedCarRequestSchema);
    return c.json(await saveCar(c.get('db'), user, car_id), 200);
  })
  .openapi(
    changeRoute('/usermgmt/remove-car-from-saved-list/', 'Forget a saved car (removing twice is fine)'),
    async (c) => {
      const user = requireUser(c.get('user'));
      const { car_id } = await validBody(c, savedCarRequestSchema);
      return c.json(await unsaveCar(c.get('db'), user, car_id), 200);
    },
  )
  .openapi(listRoute, async (c) => {
    const user = requireUser(c.get('user'));
    return c.json(await listSavedCars(c.get('db'), user, publicRequestUrl(c), requestMediaUrl(c)), 200);
  });
