// The lists' companions (decision 038): the choices of their filters and their CSV export, mounted before the
// records' /v2/orders/{kind}/{id}/.
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  ORDER_FILTERS,
  ORDER_KINDS,
  ORDER_ORDERING,
  ORDERS_EXPORT_MAX_ROWS,
  type OrderKind,
} from '@/lib/contract/orders';
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
import { exportRecords } from './export.service';
import {
  loadingSearchFilterData,
  salesRepFilterData,
  shippingFilterData,
  warehouseFilterData,
} from './filter-data.service';
import type { LoadContext } from './record-source';
import { signedIn } from '../../api/route-contract';

const router = createRouter({ security: signedIn });
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

/** The list's query without its page: the same lookups, search and ordering. */
function exportQuery(kind: OrderKind) {
  const shape: Record<string, ReturnType<typeof queryParam>> = {
    ordering: queryParam(`One of ${ORDER_ORDERING[kind].join(', ')} (default ${ORDER_ORDERING[kind][0]})`),
    search: queryParam('Free text, as the list'),
  };
  for (const name of ORDER_FILTERS[kind]) shape[name] = queryParam(`django-filter lookup ${name}, as the list`);
  return z.object(shape);
}

for (const kind of ORDER_KINDS) {
  const exportRoute: RouteConfig = createRoute({
    method: 'get',
    path: `/v2/orders/${kind}/export/`,
    tags,
    summary: `Every ${kind} record the list's query matches, as CSV (UTF-8 with BOM, at most ${ORDERS_EXPORT_MAX_ROWS} rows)`,
    request: { query: exportQuery(kind) },
    responses: {
      200: {
        description:
          "The list's rows and the columns the viewer sees; X-Export-Truncated: true and a last line saying so when the bound cut it",
        content: { 'text/csv': { schema: z.string() } },
      },
      400: json('A lookup value of the wrong type', fieldErrorsSchema),
      401: unauthorized,
      403: json('The role may not list this kind (decision 028)', detailErrorSchema),
    },
  });
  router.openapi(exportRoute, async (c) => {
    const file = await exportRecords(context(c), kind, publicRequestUrl(c));
    return c.body(file.body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Export-Rows': String(file.rows),
      'X-Export-Total': String(file.total),
      'X-Export-Truncated': String(file.rows < file.total),
    });
  });
}

export const orderFilterDataRouter = router;
