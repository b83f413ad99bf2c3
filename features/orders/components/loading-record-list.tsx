'use client';
// Loading records: which car went into which container at which warehouse and port, and when.
import type { LoadingRecord } from '@/lib/contract/orders';
import type { ListState } from '../filters/list-filters';
import { carName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordsList } from './records-list';
import type { RecordColumn } from './records-table';
import { customerColumn, updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';

const columns: RecordColumn<LoadingRecord>[] = [
  { header: 'Warehouse', cell: (r) => r.warehouse?.warehouse ?? '—' },
  { header: 'Loading port', cell: (r) => r.loading_port?.name ?? '—' },
  {
    header: 'Container',
    cell: (r) => (r.container ? <span className="font-mono">{r.container.container_number}</span> : '—'),
  },
  { header: 'Loading date', sort: 'date', cell: (r) => formatRecordDay(r.loading_date) },
];

const vinLine = (r: LoadingRecord) => (
  <>
    VIN <span className="font-mono">{r.car.vin}</span>
  </>
);

/** The customer's own loading records. */
export function LoadingRecordList({ page, showCustomer }: { page: number; showCustomer: boolean }) {
  return (
    <RecordsList
      kind="loadingrecords"
      page={page}
      noun={['loading record', 'loading records']}
      caption="Loading records"
      emptyText="No cars have been loaded yet."
      titleHeader="Car"
      title={(r) => carName(r.car)}
      subtitle={vinLine}
      href={(r) => `/shipping-dashboard/loading-record/${r.id}/`}
      columns={showCustomer ? [customerColumn<LoadingRecord>(), ...columns] : columns}
    />
  );
}

/** The staff's loading records: every customer's, with filters, sortable columns, row colours and CSV. */
export function LoadingRecordStaffList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="loadingrecords"
      urlState={urlState}
      noun={['loading record', 'loading records']}
      emptyText="No cars have been loaded yet."
      caption="Loading records"
      titleHeader="Car"
      title={(r) => carName(r.car)}
      subtitle={vinLine}
      href={(r) => `/shipping-dashboard/loading-record/${r.id}/`}
      columns={[customerColumn<LoadingRecord>(), ...columns, updatedColumn<LoadingRecord>()]}
    />
  );
}
