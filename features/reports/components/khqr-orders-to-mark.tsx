'use client';
// For staff on /car-reports: KHQR report orders still waiting for their payment (newest 20), each with the buyer's
// bill number and a "Mark paid" once the money is seen in the bank account; the buyer's page moves on by itself.
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import type { ReportOrder } from '@/lib/contract/reports';
import { formatDateTime } from '@/lib/dates';
import { formatUsd } from '@/lib/price';
import { useMarkReportOrderPaid } from '../api/mark-report-order-paid';
import { useReportOrders } from '../api/get-report-orders';
import { reportTypeInfo } from '../utils/report-types';

/** The buyer as staff know them: name, else e-mail, else the account number. */
function buyerOf(order: ReportOrder): string {
  return order.buyer?.name || order.buyer?.email || `user ${order.user}`;
}

function OrderRow({ order }: { order: ReportOrder }) {
  const markPaid = useMarkReportOrderPaid(order.id);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="text-sm">
        <p className="font-semibold text-gray-900">
          #{order.id} · {reportTypeInfo(order.report_type).title} · {formatUsd(order.price)}
        </p>
        <p className="text-gray-600">
          Bill <span className="font-mono">{order.khqr?.reference ?? '—'}</span> · {buyerOf(order)} ·{' '}
          {formatDateTime(order.created_at)}
        </p>
        {markPaid.isError && (
          <p role="alert" className="text-primary-800">
            {formErrorMessages(parseApiError(markPaid.error))[0]}
          </p>
        )}
      </div>
      <button
        type="button"
        disabled={markPaid.isPending}
        onClick={() => markPaid.mutate()}
        aria-label={`Mark order ${order.id} paid`}
        className="rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-70"
      >
        {markPaid.isPending ? 'Marking paid…' : 'Mark paid'}
      </button>
    </li>
  );
}

export function KhqrOrdersToMark() {
  const orders = useReportOrders('pending', 1);
  const waiting = orders.data?.results.filter((order) => order.payment_method === 'khqr') ?? [];

  return (
    <section aria-labelledby="khqr-waiting" className="mb-8 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="khqr-waiting" className="font-semibold text-amber-950">
        KHQR payments to confirm (staff)
      </h2>
      {orders.isPending ? (
        <p className="mt-2 text-sm text-gray-700">Loading…</p>
      ) : orders.isError ? (
        <p role="alert" className="mt-2 text-sm text-primary-800">
          The waiting orders could not be loaded.
        </p>
      ) : waiting.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No KHQR order is waiting for its payment.</p>
      ) : (
        <ul className="mt-2 divide-y divide-amber-200">
          {waiting.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}
