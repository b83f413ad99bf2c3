'use client';
// /car-reports: the user's purchased reports, a page at a time (page in the URL), newest first; each opens the
// report. A table on wide screens, cards on phones.
import Link from 'next/link';
import { Pagination } from '@/components/ui/pagination';
import { parseApiError } from '@/lib/api/errors';
import { PURCHASED_REPORTS_PAGE_SIZE, REPORT_ORDER_STATUS_LABELS, type PurchasedReport } from '@/lib/contract/reports';
import { formatDate } from '@/lib/dates';
import { pageCount } from '@/lib/pagination-range';
import { formatUsd } from '@/lib/price';
import { useUrlPage } from '@/lib/use-url-page';
import { usePurchasedReports } from '../api/get-purchased-reports';
import { reportHref, reportTypeInfo, vehicleName } from '../utils/report-types';

const title = (report: PurchasedReport) => reportTypeInfo(report.report_type).title;
const when = (report: PurchasedReport) => formatDate(report.paid_at ?? report.created_at);

function OpenLink({ report }: { report: PurchasedReport }) {
  return (
    <Link
      href={reportHref(report.id)}
      aria-label={`Open ${title(report)} for ${report.vin}`}
      className="inline-flex rounded-md bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-700"
    >
      Open
    </Link>
  );
}

function SampleTag({ report }: { report: PurchasedReport }) {
  if (!report.sample) return null;
  return <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Sample</span>;
}

export function PurchasedReportsList({ page }: { page: number }) {
  const { page: shownPage, pathname, hrefFor, select: selectPage } = useUrlPage(page);
  const reports = usePurchasedReports(shownPage);

  if (reports.isPending) return <p className="text-sm text-gray-600">Loading your reports…</p>;
  if (reports.isError) {
    const gone = parseApiError(reports.error).status === 404;
    return (
      <div role="alert" className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">
          {gone ? 'This page of reports is empty.' : 'Your reports could not be loaded.'}
        </p>
        <Link href={pathname} className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Go to the first page
        </Link>
      </div>
    );
  }
  if (reports.data.count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center">
        <p className="font-semibold text-gray-900">You have not bought any reports yet.</p>
        <p className="mt-1 text-gray-600">Check a car&apos;s history by its VIN before you pay to ship it.</p>
        <Link href="/carcheckk/?tab=1" className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Check a VIN
        </Link>
      </div>
    );
  }

  const rows = reports.data.results;
  return (
    <>
      <p role="status" className="mb-4 text-sm text-gray-700">
        {reports.data.count} {reports.data.count === 1 ? 'report' : 'reports'}
      </p>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Report
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Vehicle
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Bought
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((report) => (
            <tr key={report.id}>
              <td className="py-3 pr-3 font-semibold text-gray-900">
                {title(report)}
                <SampleTag report={report} />
              </td>
              <td className="py-3 pr-3">
                <span className="block text-gray-900">{vehicleName(report.vehicle) ?? 'Vehicle'}</span>
                <span className="font-mono text-xs text-gray-500">{report.vin}</span>
              </td>
              <td className="py-3 pr-3 whitespace-nowrap text-gray-700">{when(report)}</td>
              <td className="py-3 pr-3 text-right font-semibold">{formatUsd(report.price)}</td>
              <td className="py-3 pr-3 text-gray-700">{REPORT_ORDER_STATUS_LABELS[report.status]}</td>
              <td className="py-3 text-right">
                <OpenLink report={report} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {rows.map((report) => (
          <li key={report.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-gray-900">
                {title(report)}
                <SampleTag report={report} />
              </p>
              <OpenLink report={report} />
            </div>
            <p className="mt-1 text-sm text-gray-800">{vehicleName(report.vehicle) ?? 'Vehicle'}</p>
            <p className="font-mono text-xs break-all text-gray-500">{report.vin}</p>
            <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm text-gray-700">
              <span>
                {when(report)} · {REPORT_ORDER_STATUS_LABELS[report.status]}
              </span>
              <span className="font-semibold text-gray-900">{formatUsd(report.price)}</span>
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        page={shownPage}
        totalPages={pageCount(reports.data.count, PURCHASED_REPORTS_PAGE_SIZE)}
        hrefFor={hrefFor}
        onSelect={selectPage}
      />
    </>
  );
}
