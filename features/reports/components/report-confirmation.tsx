'use client';
// /carcheckk/confirmation?order=: the paid order's receipt (what, which car, how it was paid, when) and the way to
// the report; an order not paid yet sends the buyer back to the payment page.
import Link from 'next/link';
import { FullPageSpinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/dates';
import { useReportOrder } from '../api/get-report-order';
import { paymentHref, reportHref } from '../utils/report-types';
import { OrderProblem } from './report-payment';
import { ReportOrderSummary } from './report-order-summary';

export function ReportConfirmation({ orderId }: { orderId: number }) {
  const order = useReportOrder(orderId);

  if (order.isPending) return <FullPageSpinner label="Loading your order" />;
  if (order.isError) return <OrderProblem notFound={parseApiError(order.error).status === 404} />;

  const data = order.data;
  const paid = data.status === 'paid' || data.status === 'delivered';
  if (!paid) {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12 text-center">
        <h1 className="text-2xl font-bold text-gray-900">This order is not paid yet</h1>
        <p className="mt-2 text-gray-600">Nothing has been charged. Finish the payment to receive your report.</p>
        <Link
          href={paymentHref(data.id)}
          className="mt-6 inline-flex rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
        >
          Go to payment
        </Link>
      </div>
    );
  }

  const paidWith =
    data.payment_method === 'khqr'
      ? 'KHQR'
      : `${data.card_brand ?? 'Card'}${data.card_last4 ? ` ending in ${data.card_last4}` : ''}`;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5 text-green-900">
        <p className="text-xs font-semibold tracking-widest uppercase">Payment received</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">Thank you, your report is ready</h1>
        <p className="mt-2 text-sm">
          Paid with {paidWith}
          {data.paid_at && <> on {formatDateTime(data.paid_at)}</>}. The report stays in your Car Reports.
        </p>
      </div>
      <div className="mt-5">
        <ReportOrderSummary order={data} />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={reportHref(data.id)}
          className="inline-flex rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
        >
          Open the report
        </Link>
        <Link
          href="/car-reports/"
          className="inline-flex rounded-md bg-white px-6 py-3 font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50"
        >
          All your reports
        </Link>
      </div>
    </div>
  );
}
