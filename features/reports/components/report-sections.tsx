// The history part of an Autocheck or Car Fax report, section by section: summary (with Autocheck's score), title
// brands, accidents, owners, odometer readings (chart and table) and service events. Each says plainly when it has
// nothing to report, as the real reports do.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { ReportHistory } from '@/lib/contract/reports';
import { OdometerChart } from './odometer-chart';

const miles = new Intl.NumberFormat('en-US');
const day = (date: string) =>
  new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page border-t border-gray-200 pt-6">
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j} className={clsx('py-2 pr-3 align-top text-gray-800', j === 0 && 'whitespace-nowrap')}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Nothing = ({ children }: { children: ReactNode }) => (
  <p className="flex items-center gap-2 text-sm text-green-800">
    <span aria-hidden="true">✓</span>
    {children}
  </p>
);

function Fact({ label, value, alert }: { label: string; value: ReactNode; alert: boolean }) {
  return (
    <div className={clsx('rounded-lg p-3', alert ? 'bg-primary-50 text-primary-900' : 'bg-green-50 text-green-900')}>
      <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

export function HistorySections({ history }: { history: ReportHistory }) {
  const { summary, score } = history;
  return (
    <>
      <ReportSection id="report-summary" title="Summary">
        <p className="text-base font-semibold text-gray-900">{summary.headline}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Title brands" value={summary.title_brands} alert={summary.title_brands > 0} />
          <Fact label="Accidents" value={summary.accidents} alert={summary.accidents > 0} />
          <Fact label="Owners" value={summary.owners} alert={summary.owners > 3} />
          <Fact
            label="Last odometer"
            value={summary.last_odometer === null ? '—' : `${miles.format(summary.last_odometer)} mi`}
            alert={false}
          />
        </dl>
        {score && (
          <p className="mt-3 text-sm text-gray-700">
            AutoCheck score <span className="text-xl font-bold text-gray-900">{score.value}</span>; similar vehicles
            score {score.range_low}–{score.range_high}.
          </p>
        )}
      </ReportSection>

      <ReportSection id="report-title-brands" title="Title brands">
        {history.title_brands.length === 0 ? (
          <Nothing>No title brands reported (no salvage, rebuilt, flood, fire or lemon title).</Nothing>
        ) : (
          <Table
            head={['Date', 'Brand', 'State']}
            rows={history.title_brands.map((b) => [
              day(b.date),
              <strong key="b" className="text-primary-800">
                {b.brand}
              </strong>,
              b.state,
            ])}
          />
        )}
      </ReportSection>

      <ReportSection id="report-accidents" title="Accidents and damage">
        {history.accidents.length === 0 ? (
          <Nothing>No accidents or damage reported.</Nothing>
        ) : (
          <Table
            head={['Date', 'Severity', 'Area of impact', 'Airbags', 'Where', 'Source']}
            rows={history.accidents.map((a) => [
              day(a.date),
              <span key="s" className="capitalize">
                {a.severity}
              </span>,
              a.area,
              a.airbags_deployed ? 'Deployed' : 'Not deployed',
              a.state,
              a.source,
            ])}
          />
        )}
      </ReportSection>

      <ReportSection id="report-owners" title="Owners">
        {history.owners.length === 0 ? (
          <p className="text-sm text-gray-700">No ownership records.</p>
        ) : (
          <Table
            head={['Owner', 'Type', 'State', 'Owned', 'Miles a year']}
            rows={history.owners.map((o) => [
              `Owner ${o.number}`,
              <span key="t" className="capitalize">
                {o.type}
              </span>,
              o.state,
              `${day(o.from)} – ${o.to ? day(o.to) : 'now'}`,
              miles.format(o.miles_per_year),
            ])}
          />
        )}
      </ReportSection>

      <ReportSection id="report-odometer" title="Odometer readings">
        {history.odometer.length === 0 ? (
          <p className="text-sm text-gray-700">No odometer readings reported.</p>
        ) : (
          <>
            <OdometerChart readings={history.odometer.map((r) => ({ date: r.date, mileage: r.miles }))} />
            <Table
              head={['Date', 'Miles', 'Source']}
              rows={history.odometer.map((r) => [day(r.date), miles.format(r.miles), r.source])}
            />
          </>
        )}
      </ReportSection>

      <ReportSection id="report-service" title="Service events">
        {history.service_events.length === 0 ? (
          <p className="text-sm text-gray-700">No service events reported.</p>
        ) : (
          <Table
            head={['Date', 'Miles', 'Service', 'Where']}
            rows={history.service_events.map((s) => [day(s.date), miles.format(s.miles), s.description, s.location])}
          />
        )}
      </ReportSection>
    </>
  );
}
