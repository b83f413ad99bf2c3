'use client';
// /carcheckk/payment?order=: the order's summary and the way to pay it (card form or KHQR, as chosen at Buy). A
// paid order goes on to the confirmation; a KHQR order does so by itself when the payment is seen.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api/errors';
import { useReportOrder } from '../api/get-report-order';
import { checkHref, confirmationHref } from '../utils/report-types';
import { CardPaymentForm } from './card-payment-form';
import { KhqrPayment } from './khqr-payment';
import { ReportOrderSummary } from './report-order-summary';

export function ReportPayment({ orderId, staff }: { orderId: number; staff: boolean }) {
  const router = useRouter();
  const order = useReportOrder(orderId);
  const paid = order.data?.status === 'paid' || order.data?.status === 'delivered';

  useEffect(() => {
    if (paid) router.replace(confirmationHref(orderId));
  }, [paid, orderId, router]);

  if (order.isPending) return <FullPageSpinner label="Loading your order" />;
  if (order.isError) return <OrderProblem notFound={parseApiError(order.error).status === 404} />;
  if (paid) return <FullPageSpinner label="Payment received, opening your confirmation" />;

  const data = order.data;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Pay for your report</h1>
      <div className="mt-4">
        <ReportOrderSummary order={data} />
      </div>
      {data.status === 'failed' && data.failure_message && (
        <p className="mt-4 rounded-md border border-primary-200 bg-primary-50 p-3 text-sm text-primary-900">
          The last payment attempt did not go through: {data.failure_message} You can try again.
        </p>
      )}
      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        {data.payment_method === 'khqr' && data.khqr ? (
          <KhqrPayment orderId={data.id} khqr={data.khqr} staff={staff} />
        ) : (
          <CardPaymentForm orderId={data.id} price={data.price} testMode={data.sample} />
        )}
      </div>
      <p className="mt-4 text-sm text-gray-600">
        Want to pay another way?{' '}
        <Link href={checkHref(data.report_type, data.vin)} className="font-medium text-primary-700 underline">
          Start again
        </Link>{' '}
        and choose card or KHQR. See the{' '}
        <Link href="/carcheckk/terms-and-conditions/" className="font-medium text-primary-700 underline">
          report terms
        </Link>
        .
      </p>
    </div>
  );
}

export function OrderProblem({ notFound }: { notFound: boolean }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-lg font-semibold text-gray-900">
        {notFound ? 'We could not find this report order.' : 'Your order could not be loaded.'}
      </p>
      <p className="mt-2 text-gray-600">
        {notFound ? 'It may belong to another account.' : 'Check your connection and reload the page.'}
      </p>
      <div className="mt-4 flex justify-center gap-4">
        <Link href="/car-reports/" className="font-semibold text-primary-700 hover:underline">
          Your reports
        </Link>
        <Link href="/carcheckk/?tab=1" className="font-semibold text-primary-700 hover:underline">
          Check a VIN
        </Link>
      </div>
    </div>
  );
}
