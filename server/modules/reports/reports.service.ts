// Vehicle reports (decision 043): checking a VIN, ordering with an idempotency key, paying by test card or KHQR
// (staff confirm), delivering the report from the order's provider and serving it to its buyer only.
import {
  PURCHASED_REPORTS_PAGE_SIZE,
  REPORT_ORDER_STATUSES,
  REPORT_PRICES,
  REPORT_ORDERS_PAGE_SIZE,
  REPORT_TYPE_LABELS,
  reportCardPaymentSchema,
  reportOrderCreateSchema,
  reportVinRequestSchema,
  type PurchasedReport,
  type PurchasedReportPage,
  type ReportOrder,
  type ReportOrderPage,
  type ReportOrderStatus,
  type ReportStatus,
  type ReportType,
  type VehicleReport,
} from '@/lib/contract/reports';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import { paginate } from '../../api/pagination';
import { effectiveLimit } from '../../api/throttle';
import { parseInput } from '../../api/validate';
import type { Db } from '../../db/client';
import type { Logger } from 'pino';
import { paymentProvider } from './payments';
import { isSampleProvider, providerByName, providerFor, type ProviderReport } from './providers';
import {
  countOrders,
  countPayments,
  recentDeclines,
  findBuyers,
  findByKey,
  findOrder,
  findOrders,
  findOwned,
  insertOrder,
  insertPayment,
  lockBuyer,
  lockOrder,
  OWNED_STATUSES,
  updateOrder,
  type ReportOrderRow,
} from './reports.repository';
import { decodeVin } from './vin-decode';

const isOwned = (status: string) => (OWNED_STATUSES as readonly string[]).includes(status);

function statusOf(row: Pick<ReportOrderRow, 'status'>): ReportOrderStatus {
  return (REPORT_ORDER_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as ReportOrderStatus)
    : 'pending';
}

function typeOf(row: Pick<ReportOrderRow, 'report_type'>): ReportType {
  return row.report_type as ReportType;
}

function toPurchased(row: Omit<ReportOrderRow, 'report'>): PurchasedReport {
  return {
    id: row.id,
    report_type: typeOf(row),
    vin: row.vin,
    vehicle: decodeVin(row.vin),
    price: row.amount,
    currency: 'USD',
    status: statusOf(row),
    payment_method: row.payment_method === 'khqr' ? 'khqr' : 'card',
    card_last4: row.card_last4,
    sample: isSampleProvider(row.provider),
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

export function toReportOrder(row: Omit<ReportOrderRow, 'report'>): ReportOrder {
  const base = toPurchased(row);
  return {
    ...base,
    card_brand: row.card_brand,
    failure_message: base.status === 'failed' ? row.failure_message : null,
    khqr:
      base.payment_method === 'khqr'
        ? paymentProvider().khqrInstructions({ id: row.id, amount: row.amount, created_at: row.created_at })
        : null,
    user: row.user_id,
  };
}

function parseVin(body: unknown): string {
  return parseInput(reportVinRequestSchema, body).vin;
}

/** POST /api/reports/check-status/{type}/: availability, price and (signed in) whether the user owns it. */
export async function checkStatus(
  db: Db,
  user: AuthUser | null,
  type: ReportType,
  body: unknown,
): Promise<ReportStatus> {
  const vin = parseVin(body);
  const provider = providerFor(type);
  const { available, reason } = await provider.availability(type, vin);
  const owned = user ? await findOwned(db, user.id, type, vin) : undefined;
  return {
    vin,
    report_type: type,
    available: available || owned !== undefined,
    unavailable_reason: available || owned ? null : reason,
    price: REPORT_PRICES[type],
    currency: 'USD',
    owned: owned !== undefined,
    order_id: owned?.id ?? null,
    vehicle: decodeVin(vin),
    provider: provider.name,
    sample: provider.sample,
  };
}

function sameOrder(row: ReportOrderRow, input: { report_type: string; vin: string; payment_method: string }): boolean {
  return row.report_type === input.report_type && row.vin === input.vin && row.payment_method === input.payment_method;
}

const KEY_REUSED = 'This idempotency key was already used for a different order; start a new checkout.';

/**
 * POST /api/reports/orders/: a pending order, or the order this user already made with this key (`created`
 * false). Two racing requests with one key both end on the one row the unique index lets in.
 */
export async function createOrder(
  db: Db,
  user: AuthUser,
  body: unknown,
): Promise<{ order: ReportOrder; created: boolean }> {
  const input = parseInput(reportOrderCreateSchema, body);
  const replay = await findByKey(db, user.id, input.idempotency_key);
  if (replay) {
    if (!sameOrder(replay, input)) throw ApiError.validation({ idempotency_key: [KEY_REUSED] });
    return { order: toReportOrder(replay), created: false };
  }
  const label = REPORT_TYPE_LABELS[input.report_type];
  if (await findOwned(db, user.id, input.report_type, input.vin)) {
    throw ApiError.validation({ vin: [`You already own the ${label} report for this VIN; open it from Car Reports.`] });
  }
  const provider = providerFor(input.report_type);
  const { available, reason } = await provider.availability(input.report_type, input.vin);
  if (!available) throw ApiError.validation({ vin: [reason ?? `No ${label} report is available for this VIN.`] });
  const inserted = await insertOrder(db, {
    user_id: user.id,
    report_type: input.report_type,
    vin: input.vin,
    status: 'pending',
    amount: REPORT_PRICES[input.report_type],
    payment_method: input.payment_method,
    idempotency_key: input.idempotency_key,
    provider: provider.name,
  });
  if (inserted) return { order: toReportOrder(inserted), created: true };
  const twin = await findByKey(db, user.id, input.idempotency_key);
  if (!twin) throw new Error('report order key conflict without a row');
  if (!sameOrder(twin, input)) throw ApiError.validation({ idempotency_key: [KEY_REUSED] });
  return { order: toReportOrder(twin), created: false };
}

/** The order when `user` may see it (its buyer, or staff), else 404 — another user's order is "not found". */
async function visibleOrder(db: Db, user: AuthUser, id: number): Promise<ReportOrderRow> {
  const row = await findOrder(db, id);
  if (!row || (row.user_id !== user.id && !user.is_staff)) throw ApiError.notFound();
  return row;
}

/** GET /api/reports/orders/{id}/ */
export async function getOrder(db: Db, user: AuthUser, id: number): Promise<ReportOrder> {
  return toReportOrder(await visibleOrder(db, user, id));
}

/** GET /api/reports/orders/: the user's orders; staff every user's; `status` narrows (unknown status → 400). */
export function listOrders(db: Db, user: AuthUser, url: URL): Promise<ReportOrderPage> {
  const status = url.searchParams.get('status') || undefined;
  if (status !== undefined && !(REPORT_ORDER_STATUSES as readonly string[]).includes(status)) {
    throw ApiError.validation({ status: [`Select a valid choice. ${status} is not one of the available choices.`] });
  }
  const scope = user.is_staff ? undefined : user.id;
  const statuses = status === undefined ? undefined : [status];
  return paginate(
    url,
    { defaultPageSize: REPORT_ORDERS_PAGE_SIZE },
    () => countOrders(db, scope, statuses),
    async ({ pageSize, offset }) => {
      const orders = (await findOrders(db, scope, statuses, pageSize, offset)).map(toReportOrder);
      if (!user.is_staff || !orders.length) return orders;
      // Staff match a KHQR payment to a person: the buyers of the page, one query.
      const buyers = await findBuyers(db, [...new Set(orders.map((o) => o.user))]);
      return orders.map((o) => ({ ...o, buyer: buyers.get(o.user) ?? { name: '', email: '' } }));
    },
  );
}

/** GET /api/usermgmt/purchased-reports/: the user's paid reports, newest first. */
export function listPurchasedReports(db: Db, user: AuthUser, url: URL): Promise<PurchasedReportPage> {
  return paginate(
    url,
    { defaultPageSize: PURCHASED_REPORTS_PAGE_SIZE },
    () => countOrders(db, user.id, OWNED_STATUSES),
    async ({ pageSize, offset }) => (await findOrders(db, user.id, OWNED_STATUSES, pageSize, offset)).map(toPurchased),
  );
}

/** Declined cards a buyer may try in DECLINE_WINDOW_MS before the next attempt waits: typos yes, card testing no. */
const DECLINE_LIMIT = 5;
const DECLINE_WINDOW_MS = 15 * 60_000;

async function refuseAfterDeclines(db: Db, userId: number): Promise<void> {
  const since = new Date(Date.now() - DECLINE_WINDOW_MS);
  const declines = await recentDeclines(db, userId, since);
  // Scaled by THROTTLE_MULTIPLIER like every other limit (the e2e server declines cards for many tests).
  const limit = effectiveLimit(DECLINE_LIMIT);
  if (declines.length < limit) return;
  // The attempt is allowed again once the oldest counted decline leaves the window.
  const oldest = declines[declines.length - limit]!;
  throw ApiError.throttled((oldest.getTime() + DECLINE_WINDOW_MS - Date.now()) / 1000);
}

const alreadyOwned = (type: ReportType) =>
  ApiError.validation({
    non_field_errors: [`You already own the ${REPORT_TYPE_LABELS[type]} report for this VIN; nothing was charged.`],
  });

/**
 * POST /api/reports/orders/{id}/pay/ (card orders, the buyer only). A paid order answers itself again without a
 * charge. The order row and the buyer are locked while the provider charges, so a double click or two tabs charge
 * once; a declined card is recorded, the order becomes `failed` and a 402 says why (paying again retries).
 */
export async function payOrder(
  db: Db,
  log: Logger,
  user: AuthUser,
  id: number,
  body: unknown,
  countAttempt: () => Promise<void>,
): Promise<ReportOrder> {
  const current = await findOrder(db, id);
  if (!current || current.user_id !== user.id) throw ApiError.notFound();
  if (current.payment_method !== 'card') {
    throw ApiError.badRequest('This order is paid with KHQR: scan its QR code in your bank app.');
  }
  if (isOwned(current.status)) return toReportOrder(current);
  const card = parseInput(reportCardPaymentSchema, body);
  const provider = paymentProvider();
  await refuseAfterDeclines(db, user.id);
  await countAttempt();

  const outcome = await db.transaction(async (tx) => {
    await lockBuyer(tx, user.id);
    const order = await lockOrder(tx, id);
    if (!order) throw ApiError.notFound();
    if (isOwned(order.status)) return { order };
    if (await findOwned(tx, user.id, order.report_type, order.vin)) throw alreadyOwned(typeOf(order));
    const attempt = (await countPayments(tx, id)) + 1;
    const result = await provider
      .chargeCard({
        amount: order.amount,
        card,
        idempotencyKey: `${order.idempotency_key ?? `order-${order.id}`}-${attempt}`,
        description: `${REPORT_TYPE_LABELS[typeOf(order)]} report ${order.vin}`,
      })
      .catch((err: unknown) => {
        // A processor that did not answer: nothing is recorded, so the retry sends the same attempt key and a charge
        // the processor did make is answered again rather than repeated.
        log.error({ err, order: order.id }, 'payment provider did not answer');
        throw ApiError.unavailable('The payment service did not answer. Try again in a minute.', 60);
      });
    await insertPayment(tx, {
      order_id: id,
      method: 'card',
      outcome: result.ok ? 'succeeded' : 'declined',
      amount: order.amount,
      card_last4: result.last4,
      card_brand: result.brand,
      code: result.ok ? null : result.code,
      message: result.ok ? null : result.message,
      provider_ref: result.ok ? result.reference : null,
    });
    if (!result.ok) {
      const failed = await updateOrder(tx, id, {
        status: 'failed',
        failure_message: result.message,
        card_last4: result.last4,
        card_brand: result.brand,
      });
      return { order: failed, declined: { detail: result.message, code: result.code } };
    }
    const paid = await updateOrder(tx, id, {
      status: 'paid',
      paid_at: new Date(),
      failure_message: null,
      card_last4: result.last4,
      card_brand: result.brand,
    });
    return { order: paid };
  });
  // The decline is stored (committed) before it is answered.
  if (outcome.declined) throw new ApiError(402, outcome.declined);
  return toReportOrder(await deliverQuietly(db, log, outcome.order));
}

/** POST /api/reports/orders/{id}/mark-paid/ (staff): the KHQR transfer arrived; a paid order is left as it is. */
export async function markPaid(db: Db, log: Logger, staff: AuthUser, id: number): Promise<ReportOrder> {
  const current = await findOrder(db, id);
  if (!current) throw ApiError.notFound();
  if (current.payment_method !== 'khqr') {
    throw ApiError.badRequest('Only KHQR orders are marked paid by staff; a card order is paid by its card.');
  }
  if (isOwned(current.status)) return toReportOrder(current);
  const order = await db.transaction(async (tx) => {
    await lockBuyer(tx, current.user_id);
    const locked = await lockOrder(tx, id);
    if (!locked) throw ApiError.notFound();
    if (isOwned(locked.status)) return locked;
    if (await findOwned(tx, locked.user_id, locked.report_type, locked.vin)) throw alreadyOwned(typeOf(locked));
    await insertPayment(tx, {
      order_id: id,
      method: 'khqr',
      outcome: 'succeeded',
      amount: locked.amount,
      provider_ref: `staff:${staff.id}`,
    });
    return updateOrder(tx, id, { status: 'paid', paid_at: new Date(), failure_message: null });
  });
  return toReportOrder(await deliverQuietly(db, log, order));
}

/** Asks the order's provider for the report and stores it: the order becomes `delivered`. */
async function deliver(db: Db, order: ReportOrderRow): Promise<ReportOrderRow & { report: ProviderReport }> {
  const report = await providerByName(order.provider).fetch(typeOf(order), order.vin, new Date());
  const row = await updateOrder(db, order.id, { status: 'delivered', report });
  return { ...row, report };
}

/** Delivery right after payment; a provider that fails now leaves the order paid, and fetching tries again. */
async function deliverQuietly(db: Db, log: Logger, order: ReportOrderRow): Promise<ReportOrderRow> {
  if (order.status !== 'paid') return order;
  try {
    return await deliver(db, order);
  } catch (err) {
    log.error({ err, order: order.id }, 'report provider could not deliver a paid report');
    return order;
  }
}

/** POST /api/reports/fetch/{type}/: the buyer's paid report for this VIN; 402 when it was not paid for. */
export async function fetchReport(db: Db, user: AuthUser, type: ReportType, body: unknown): Promise<VehicleReport> {
  const vin = parseVin(body);
  const order = await findOwned(db, user.id, type, vin);
  if (!order) {
    throw new ApiError(402, {
      detail: `You have not bought the ${REPORT_TYPE_LABELS[type]} report for this VIN. Check the VIN and buy the report first.`,
    });
  }
  let report = order.report as ProviderReport | null;
  if (!report) {
    try {
      report = (await deliver(db, order)).report;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw ApiError.unavailable(
        'The report provider did not answer. Your payment is safe and you will not be charged again; try again in a minute.',
        60,
      );
    }
  }
  return { order_id: order.id, ...report };
}
