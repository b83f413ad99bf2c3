'use client';
// What the API says about a valid VIN for one report type: checking, unavailable (and why), already owned (with
// the way to the report), or available with the decoded car and the price; `children(price)` is the way to buy.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { parseApiError } from '@/lib/api/errors';
import type { ReportType } from '@/lib/contract/reports';
import { formatUsd } from '@/lib/price';
import { useReportStatus } from '../api/check-report-status';
import { reportHref, reportTypeInfo, vehicleName } from '../utils/report-types';

interface ReportStatusPanelProps {
  type: ReportType;
  vin: string;
  children: (price: number) => ReactNode;
}

export function ReportStatusPanel({ type, vin, children }: ReportStatusPanelProps) {
  const status = useReportStatus(type, vin);
  const title = reportTypeInfo(type).title;

  if (status.isPending) return <Spinner label="Checking availability" />;
  if (status.isError) {
    const info = parseApiError(status.error);
    const message = info.fieldErrors.vin?.[0] ?? info.detail;
    return (
      <div role="alert" className="rounded-md border border-primary-200 bg-primary-50 p-4 text-sm text-primary-900">
        <p className="font-semibold">{message ?? 'We could not check this VIN just now.'}</p>
        {!message && (
          <button
            type="button"
            onClick={() => void status.refetch()}
            className="mt-2 font-semibold text-primary-700 underline"
          >
            Try again
          </button>
        )}
      </div>
    );
  }

  const report = status.data;
  const car = vehicleName(report.vehicle);
  return (
    <section aria-label="Availability" className="space-y-4 rounded-lg bg-gray-50 p-4">
      <div role="status">
        {car && <p className="text-lg font-semibold text-gray-900">{car}</p>}
        <p className="font-mono text-sm text-gray-600">VIN {report.vin}</p>
        {!report.available ? (
          <p className="mt-2 text-gray-800">
            No {title} is available for this VIN{report.unavailable_reason ? `: ${report.unavailable_reason}` : '.'}
          </p>
        ) : report.owned ? (
          <p className="mt-2 text-gray-800">You already own this {title}.</p>
        ) : (
          <p className="mt-2 text-gray-800">
            {title} available: <span className="text-xl font-bold text-gray-900">{formatUsd(report.price)}</span>
          </p>
        )}
        {report.sample && report.available && (
          <p className="mt-2 text-sm text-amber-800">
            Sample report: no report provider is connected yet, so you will receive a clearly marked sample generated
            for this VIN.
          </p>
        )}
      </div>
      {report.available && report.owned && report.order_id !== null && (
        <Link
          href={reportHref(report.order_id)}
          className="inline-flex rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
        >
          Open your report
        </Link>
      )}
      {report.available && !report.owned && children(report.price)}
    </section>
  );
}
