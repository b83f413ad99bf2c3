// A vehicle report as a printable document: the type and car, the VIN and date, the vehicle's specification,
// then the history (Autocheck, Car Fax) or the window sticker. A built-in provider's report carries a "Sample
// report" marking at the top, beside the title and on every printed page's footer line.
import type { VehicleReport } from '@/lib/contract/reports';
import { formatDateTime } from '@/lib/dates';
import { reportTypeInfo, vehicleName } from '../utils/report-types';
import { HistorySections, ReportSection } from './report-sections';
import { WindowStickerView } from './window-sticker-view';

export const REPORT_ELEMENT_ID = 'vehicle-report';

function SampleMarking() {
  return (
    <div
      role="note"
      aria-label="Sample report"
      className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-amber-900"
    >
      <p className="text-sm font-bold tracking-widest uppercase">Sample report</p>
      <p className="mt-1 text-sm">
        Generated for this VIN by the built-in sample provider: the history is invented and is not a record of this
        vehicle. Do not use it to decide on a purchase.
      </p>
    </div>
  );
}

export function ReportView({ report }: { report: VehicleReport }) {
  const info = reportTypeInfo(report.report_type);
  const car = vehicleName(report.vehicle) ?? 'Vehicle';
  const specs = [
    ['Body', report.vehicle.body],
    ['Engine', report.vehicle.engine],
    ['Drive', report.vehicle.drive],
    ['Fuel', report.vehicle.fuel],
    ['Built in', report.vehicle.country],
  ] as const;

  return (
    <article id={REPORT_ELEMENT_ID} aria-labelledby="report-title" className="space-y-6 bg-white">
      {report.sample && <SampleMarking />}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-widest text-primary uppercase">
            {info.title}
            {report.sample && <span className="ml-2 rounded bg-amber-200 px-1.5 py-0.5 text-amber-900">Sample</span>}
          </p>
          <h1 id="report-title" className="mt-1 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            {car}
          </h1>
          <p className="mt-1 font-mono text-sm break-all text-gray-700">VIN {report.vin}</p>
        </div>
        <dl className="text-sm text-gray-600">
          <div className="flex gap-2">
            <dt>Report date:</dt>
            <dd className="font-medium text-gray-900">{formatDateTime(report.generated_at)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>Order:</dt>
            <dd className="font-medium text-gray-900">#{report.order_id}</dd>
          </div>
        </dl>
      </header>

      <ReportSection id="report-vehicle" title="Vehicle">
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {specs.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-gray-500">{label}:</dt>
              <dd className="font-medium text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </ReportSection>

      {report.history && <HistorySections history={report.history} />}
      {report.window_sticker && <WindowStickerView sticker={report.window_sticker} />}

      <footer className="border-t border-gray-200 pt-4 text-xs text-gray-500">{report.disclaimer}</footer>
    </article>
  );
}
