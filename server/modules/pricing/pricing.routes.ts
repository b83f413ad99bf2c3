// GET /api/pricing/settings/ (anyone: the riel rate and landed-cost rates every car page shows) and PATCH (staff).
import { createRoute } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { pricingSettingsSchema, pricingSettingsUpdateSchema } from '@/lib/contract/pricing';
import { createRouter } from '../../api/create-app';
import { json } from '../../api/openapi';
import { documentedBody, validBody } from '../../api/validate';
import { requirePricingAccess, requirePricingEditor } from './pricing-access';
import type { PricingCache } from './pricing.service';
import { signedIn } from '../../api/route-contract';

const tags = ['pricing'];

export function pricingRouter(cache: PricingCache) {
  const router = createRouter();
  const readRoute = createRoute({
    method: 'get',
    path: '/pricing/settings/',
    tags,
    summary: 'The riel rate and the landed-cost rates (defaults until staff change them)',
    responses: { 200: json('Every rate', pricingSettingsSchema) },
  });
  const updateRoute = createRoute({
    method: 'patch',
    path: '/pricing/settings/',
    security: signedIn,
    tags,
    summary: 'Staff: change any of the rates; every instance forgets its copy and its cached car pages at once',
    request: { body: documentedBody(router.openAPIRegistry, pricingSettingsUpdateSchema, ['application/json']) },
    responses: {
      200: json('Every rate, as saved', pricingSettingsSchema),
      400: json('A rate out of range, or none sent', fieldErrorsSchema),
      401: json('Not logged in', detailErrorSchema),
      403: json('Not staff', detailErrorSchema),
    },
  });
  return router
    .openapi(readRoute, async (c) => {
      requirePricingAccess(c.get('user'), 'read');
      return c.json(await cache.settings(c.get('db')), 200);
    })
    .openapi(updateRoute, async (c) => {
      // 401/403 before the body is read.
      const editor = requirePricingEditor(c.get('user'));
      const changes = await validBody(c, pricingSettingsUpdateSchema);
      return c.json(await cache.update(c.get('db'), editor, changes), 200);
    });
}
