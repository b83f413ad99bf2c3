'use client';
// Summary Report (spec §2): every car of the customer (staff: of every customer) with its stage, ETA and money.
import type { SummaryReport } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import type { ListState } from '../filters/list-filters';
import type { ListQuery } from '../utils/list-query';
import { isStaffUser } from '../utils/viewer';
import { vinTail } from '../utils/car-name';
import { Money } from './money';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import type { RecordColumn } from './records-table';
import { SearchableRecordsList } from './searchable-records-list';
import { customerTypeColumn, salesRepColumn, updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';
import { StageBadge } from './stage-badge';

const customerColumn: RecordColumn<SummaryReport> = { header: 'Customer', cell: (r) => personName(r.customer) };
const columns: RecordColumn<SummaryReport>[] = [
  { header: 'Stage', cell: (r) => <StageBadge stage={r.stage} /> },
  { header: 'ETA', cell: (r) => formatRecordDay(r.eta) },
  { header: 'Total', numeric: true, cell: (r) => <Money value={r.total} /> },
  { header: 'Paid', numeric: true, cell: (r) => <Money value={r.paid} /> },
  { header: 'Balance', numeric: true, cell: (r) => <Money value={r.balance} balance /> },
];

export function SummaryReportTitle({ report }: { report: SummaryReport }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span>{carName(report.car)}</span>
      <span className="font-mono text-xs font-normal text-gray-600">{vinTail(report.car.vin)}</span>
      {report.unread_notes.length > 0 && (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
          {report.unread_notes.length} new
        </span>
      )}
    </span>
  );
}

export function SummaryReportList({ initial }: { initial: ListQuery }) {
  const staff = useAuthStore((state) => isStaffUser(state.user));
  return (
    <SearchableRecordsList
      kind="summaryreports"
      initial={initial}
      noun={['car', 'cars']}
      caption="Summary report"
      searchLabel="Search by VIN, make or model"
      searchHint="VIN, make or model"
      empty={{
        title: 'No cars yet',
        text: 'When we buy a car for you, its costs and where it is on its way home show here.',
      }}
      titleHeader="Car"
      title={(report) => <SummaryReportTitle report={report} />}
      href={(report) => `/shipping-dashboard/summary-report/${report.id}/`}
      columns={staff ? [customerColumn, ...columns] : columns}
    />
  );
}

// Spec §6: staff see whose car it is, the rep, and every cost line behind the total.
const staffColumns: RecordColumn<SummaryReport>[] = [
  customerColumn,
  customerTypeColumn(),
  salesRepColumn(),
  columns[0]!,
  { header: 'ETA', cell: (r) => formatRecordDay(r.eta) },
  { header: 'Car price', numeric: true, cell: (r) => <Money value={r.car_price} /> },
  { header: 'Fees', numeric: true, cell: (r) => <Money value={r.auction_fees} /> },
  { header: 'Towing', numeric: true, cell: (r) => <Money value={r.towing} /> },
  { header: 'Freight', numeric: true, cell: (r) => <Money value={r.ocean_freight} /> },
  { header: 'Customs', numeric: true, cell: (r) => <Money value={r.customs_duties} /> },
  { header: 'Other', numeric: true, cell: (r) => <Money value={r.other_charges} /> },
  { header: 'Total', numeric: true, cell: (r) => <Money value={r.total} /> },
  { header: 'Paid', numeric: true, cell: (r) => <Money value={r.paid} /> },
  { header: 'Balance', numeric: true, sort: 'balance', cell: (r) => <Money value={r.balance} balance /> },
  updatedColumn(),
];

/** The staff's summary report: every customer's cars with filters, sortable columns, row colours and CSV. */
export function SummaryReportStaffList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="summaryreports"
      urlState={urlState}
      noun={['car', 'cars']}
      emptyText="No cars yet."
      caption="Summary report"
      titleHeader="Car"
      title={(report) => <SummaryReportTitle report={report} />}
      href={(report) => `/shipping-dashboard/summary-report/${report.id}/`}
      columns={staffColumns}
    />
  );
}
