// Vehicle reports (decision 043): /api/reports/check-status/{type}/, /api/reports/fetch/{type}/, report orders
// (create, read, pay, staff mark-paid) and GET /api/usermgmt/purchased-reports/.
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import {
  paymentDeclinedSchema,
  purchasedReportPageSchema,
  REPORT_ORDER_STATUSES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  reportCardPaymentSchema,
  reportOrderCreateSchema,
  reportOrderPageSchema,
  reportOrderSchema,
  reportStatusSchema,
  reportVinRequestSchema,
  vehicleReportSchema,
  type ReportType,
} from '@/lib/contract/reports';
import { requireStaff, requireUser } from '../../api/auth';
import type { AppEnv } from '../../api/context';
import { createRouter } from '../../api/create-app';
import { choiceParam, pageParam } from '../../api/filters';
import { json } from '../../api/openapi';
import { publicRequestUrl } from '../../api/request-url';
import { throttle, throttleKeyed, type Limit, type ThrottleRule } from '../../api/throttle';
import { documentedBody, parseId, readBody } from '../../api/validate';
import {
  checkStatus,
  createOrder,
  fetchReport,
  getOrder,
  listOrders,
  listPurchasedReports,
  markPaid,
  payOrder,
} from './reports.service';
import { idParams, signedIn } from '../../api/route-contract';

/** A VIN field typed by hand is checked when it is complete, so a minute of checks is a lot of cars. */
const CHECK_THROTTLE: ThrottleRule = { scope: 'report-check', limit: 60, windowSeconds: 60, by: 'user' };
/** Sixty orders an hour: abandoned checkouts make more orders than charges. */
const ORDER_THROTTLE: ThrottleRule = { scope: 'report-order', limit: 60, windowSeconds: 3600, by: 'user' };
/**
 * Thirty charges an hour per buyer, counted only when a card is about to be charged (a replay of a paid order is
 * free); declines have their own, tighter bound in the service (five in a quarter of an hour).
 */
const PAY_ATTEMPTS: Limit = { scope: 'report-pay', limit: 30, windowSeconds: 3600 };
const FETCH_THROTTLE: ThrottleRule = { scope: 'report-fetch', limit: 120, windowSeconds: 3600, by: 'user' };

/** 401 before anything else, so an anonymous caller is not counted against an address's throttle. */
const loginRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.get('user'));
  await next();
};

const router = createRouter();
const tags = ['reports'];
const unauthorized = json('Not logged in', detailErrorSchema);
const notFound = json('No such order, or another user’s', detailErrorSchema);
const throttled = json('Too many requests', detailErrorSchema);

function registerType(type: ReportType): void {
  const label = REPORT_TYPE_LABELS[type];
  const check = createRoute({
    method: 'post',
    path: `/reports/check-status/${type}/`,
    tags,
    summary: `${label}: is a report available for this VIN, its price, and does the signed-in user own it`,
    middleware: [throttle(CHECK_THROTTLE)],
    request: { body: documentedBody(router.openAPIRegistry, reportVinRequestSchema) },
    responses: {
      200: json('Availability and price', reportStatusSchema),
      400: json('Not a valid 17-character VIN (check digit, length, I/O/Q, a chassis number)', fieldErrorsSchema),
      429: throttled,
    },
  });
  const fetch = createRoute({
    method: 'post',
    path: `/reports/fetch/${type}/`,
    security: signedIn,
    tags,
    summary: `${label}: the report the signed-in user paid for`,
    middleware: [loginRequired, throttle(FETCH_THROTTLE)],
    request: { body: documentedBody(router.openAPIRegistry, reportVinRequestSchema) },
    responses: {
      200: json('The report', vehicleReportSchema),
      400: json('Not a valid VIN', fieldErrorsSchema),
      401: unauthorized,
      402: json('Not paid for', detailErrorSchema),
      429: throttled,
      503: json('The provider did not answer; nothing is charged again', detailErrorSchema),
    },
  });
  router.openapi(check, async (c) =>
    c.json(await checkStatus(c.get('db'), c.get('user'), type, await readBody(c)), 200),
  );
  router.openapi(fetch, async (c) =>
    c.json(await fetchReport(c.get('db'), requireUser(c.get('user')), type, await readBody(c)), 200),
  );
}
for (const type of REPORT_TYPES) registerType(type);

const createOrderRoute = createRoute({
  method: 'post',
  path: '/reports/orders/',
  security: signedIn,
  tags,
  summary: 'Order a report: 201 pending order; the same idempotency key again answers the same order (200)',
  middleware: [loginRequired, throttle(ORDER_THROTTLE)],
  request: { body: documentedBody(router.openAPIRegistry, reportOrderCreateSchema) },
  responses: {
    200: json('The order this key already made', reportOrderSchema),
    201: json('The new order, pending (a KHQR order carries its QR payload)', reportOrderSchema),
    400: json('Invalid fields, a report already owned, or the key used for another order', fieldErrorsSchema),
    401: unauthorized,
    429: throttled,
  },
});

const listOrdersRoute = createRoute({
  method: 'get',
  path: '/reports/orders/',
  security: signedIn,
  tags,
  summary: "The user's report orders (staff: every user's), newest first, 20 a page",
  middleware: [loginRequired],
  request: {
    query: z.object({
      page: pageParam(),
      status: choiceParam(REPORT_ORDER_STATUSES, 'pending, paid, failed or delivered'),
    }),
  },
  responses: {
    200: json('A page of orders', reportOrderPageSchema),
    400: json('Unknown status', fieldErrorsSchema),
    401: unauthorized,
    404: json('Invalid page', detailErrorSchema),
  },
});

const getOrderRoute = createRoute({
  method: 'get',
  path: '/reports/orders/{id}/',
  security: signedIn,
  tags,
  summary: 'One report order (its buyer or staff)',
  middleware: [loginRequired],
  request: { params: idParams },
  responses: { 200: json('The order', reportOrderSchema), 401: unauthorized, 404: notFound },
});

const payRoute = createRoute({
  method: 'post',
  path: '/reports/orders/{id}/pay/',
  security: signedIn,
  tags,
  summary: 'Pay a card order (its buyer); paying a paid order charges nothing and answers the order',
  middleware: [loginRequired],
  request: { params: idParams, body: documentedBody(router.openAPIRegistry, reportCardPaymentSchema) },
  responses: {
    200: json('The order, paid and delivered', reportOrderSchema),
    400: json('Invalid card fields, a KHQR order, or the report is already owned', fieldErrorsSchema),
    401: unauthorized,
    402: json('The card was declined; the order is failed and can be paid again', paymentDeclinedSchema),
    404: notFound,
    429: json('Too many charges an hour, or five declined cards in a quarter of an hour', detailErrorSchema),
  },
});

const markPaidRoute = createRoute({
  method: 'post',
  path: '/reports/orders/{id}/mark-paid/',
  security: signedIn,
  tags,
  summary: 'Staff: the KHQR transfer of this order arrived',
  middleware: [loginRequired],
  request: { params: idParams },
  responses: {
    200: json('The order, paid and delivered', reportOrderSchema),
    400: json('Not a KHQR order, or the buyer already owns the report', fieldErrorsSchema),
    401: unauthorized,
    403: json('Not staff', detailErrorSchema),
    404: json('No such order', detailErrorSchema),
  },
});

const purchasedRoute = createRoute({
  method: 'get',
  path: '/usermgmt/purchased-reports/',
  security: signedIn,
  tags,
  summary: "The signed-in user's paid reports, newest first, 20 a page",
  middleware: [loginRequired],
  request: { query: z.object({ page: pageParam() }) },
  responses: {
    200: json('A page of purchased reports', purchasedReportPageSchema),
    401: unauthorized,
    404: json('Invalid page', detailErrorSchema),
  },
});

export const reportsRouter = router
  .openapi(createOrderRoute, async (c) => {
    const { order, created } = await createOrder(c.get('db'), requireUser(c.get('user')), await readBody(c));
    return created ? c.json(order, 201) : c.json(order, 200);
  })
  .openapi(listOrdersRoute, async (c) =>
    c.json(await listOrders(c.get('db'), requireUser(c.get('user')), publicRequestUrl(c)), 200),
  )
  .openapi(getOrderRoute, async (c) =>
    c.json(await getOrder(c.get('db'), requireUser(c.get('user')), parseId(c.req.param('id') ?? '')), 200),
  )
  .openapi(payRoute, async (c) => {
    const user = requireUser(c.get('user'));
    const id = parseId(c.req.param('id') ?? '');
    const attempt = () => throttleKeyed(c, PAY_ATTEMPTS, `user:${user.id}`);
    return c.json(await payOrder(c.get('db'), c.get('log'), user, id, await readBody(c), attempt), 200);
  })
  .openapi(markPaidRoute, async (c) => {
    const staff = requireStaff(c.get('user'));
    return c.json(await markPaid(c.get('db'), c.get('log'), staff, parseId(c.req.param('id') ?? '')), 200);
  })
  .openapi(purchasedRoute, async (c) =>
    c.json(await listPurchasedReports(c.get('db'), requireUser(c.get('user')), publicRequestUrl(c)), 200),
  );
