'use client';
// /car-reports/{order}: one purchased report, loaded by its order (type and VIN) and shown as a printable page;
// "Print / Save as PDF" uses the browser's print dialog with a print stylesheet that leaves only the report.
import Link from 'next/link';
import { FullPageSpinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api/errors';
import type { ReportOrder } from '@/lib/contract/reports';
import { useReportOrder } from '../api/get-report-order';
import { useReport } from '../api/fetch-report';
import { paymentHref } from '../utils/report-types';
import { OrderProblem } from './report-payment';
import { REPORT_ELEMENT_ID, ReportView } from './report-view';

// Printing hides everything but the report and its ancestors (whose chrome the print: classes drop).
const PRINT_CSS = `@media print {
  body *:not(:has(#${REPORT_ELEMENT_ID})):not(#${REPORT_ELEMENT_ID}):not(#${REPORT_ELEMENT_ID} *) { display: none !important; }
  @page { margin: 14mm; }
}`;

export function ReportDocument({ orderId }: { orderId: number }) {
  const order = useReportOrder(orderId);
  if (order.isPending) return <FullPageSpinner label="Loading your report" />;
  if (order.isError) return <OrderProblem notFound={parseApiError(order.error).status === 404} />;
  return <LoadedReport order={order.data} />;
}

function LoadedReport({ order }: { order: ReportOrder }) {
  const report = useReport(order.report_type, order.vin);

  if (report.isPending) return <FullPageSpinner label="Loading your report" />;
  if (report.isError) {
    const info = parseApiError(report.error);
    const unpaid = info.status === 402;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg font-semibold text-gray-900">
          {unpaid ? 'This report is not paid for yet.' : 'The report could not be loaded.'}
        </p>
        {info.detail && <p className="mt-2 text-gray-600">{info.detail}</p>}
        {unpaid ? (
          <Link href={paymentHref(order.id)} className="mt-4 inline-block font-semibold text-primary-700 underline">
            Go to payment
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void report.refetch()}
            className="mt-4 font-semibold text-primary-700 underline"
          >
            Try again
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/car-reports/" className="text-sm font-semibold text-primary-700 hover:underline">
          ← All your reports
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          Print / Save as PDF
        </button>
      </div>
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <ReportView report={report.data} />
      </div>
    </div>
  );
}
