// The choices of the list filters (decision 038), mounted before the records' /v2/orders/{kind}/{id}/.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { detailErrorSchema } from '@/lib/contract/common';
import {
  loadingSearchFilterDataSchema,
  salesRepFilterDataSchema,
  shippingFilterDataSchema,
  warehouseFilterDataSchema,
} from '@/lib/contract/orders-filter-data';
import { requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { queryParam } from '../../api/filters';
import { requestMediaUrl } from '../../api/media-url';
import { json } from '../../api/openapi';
import { publicRequestUrl } from '../../api/request-url';
import {
  loadingSearchFilterData,
  salesRepFilterData,
  shippingFilterData,
  warehouseFilterData,
} from './filter-data.service';
import type { LoadContext } from './record-source';

const router = createRouter();
const tags = ['orders'];
const unauthorized = json('Not logged in', detailErrorSchema);

function context(c: Context<AppEnv>): LoadContext {
  return { db: c.get('db'), viewer: requireUser(c.get('user')), media: requestMediaUrl(c) };
}

const route = <S extends z.ZodType>(path: string, summary: string, schema: S, forbidden: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: { 200: json(summary, schema), 401: unauthorized, 403: json(forbidden, detailErrorSchema) },
  });

const loadingSearchRoute = createRoute({
  method: 'get',
  path: '/v2/orders/loadingrecords/search-filter-data/',
  tags,
  summary: 'Staff: warehouses, loading ports and container numbers (newest 100; search narrows) to filter loading by',
  request: { query: z.object({ search: queryParam('Part of a container number') }) },
  responses: {
    200: json('Loading records filter choices', loadingSearchFilterDataSchema),
    401: unauthorized,
    403: json('Not staff', detailErrorSchema),
  },
});

router
  .openapi(
    route(
      '/v2/orders/summaryreports/sales-rep-search-filter-data/',
      'Sales reps to filter summary reports by (staff: all; a customer: those of their own cars)',
      salesRepFilterDataSchema,
      'A role without summary reports (a dummy account)',
    ),
    async (c) => c.json(await salesRepFilterData(context(c)), 200),
  )
  .openapi(
    route(
      '/v2/orders/containers/shipping-filter-data/',
      'Staff: shipping companies, vessels and loading ports to filter shippings and containers by',
      shippingFilterDataSchema,
      'Not staff',
    ),
    async (c) => c.json(await shippingFilterData(context(c)), 200),
  )
  .openapi(loadingSearchRoute, async (c) => c.json(await loadingSearchFilterData(context(c), publicRequestUrl(c)), 200))
  .openapi(
    route(
      '/v2/orders/loadingrecords/warehouse-filter-data/',
      'Staff: warehouses (with their port) and loading ports',
      warehouseFilterDataSchema,
      'Not staff',
    ),
    async (c) => c.json(await warehouseFilterData(context(c)), 200),
  );

export const orderFilterDataRouter = router;
