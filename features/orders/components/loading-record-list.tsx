'use client';
// Loading records: which car went into which container at which warehouse and port, and when.
import type { LoadingRecord } from '@/lib/contract/orders';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordsList } from './records-list';
import type { RecordColumn } from './records-table';

export function LoadingRecordList({ page, showCustomer }: { page: number; showCustomer: boolean }) {
  const columns: RecordColumn<LoadingRecord>[] = [
    ...(showCustomer ? [{ header: 'Customer', cell: (r: LoadingRecord) => personName(r.customer) }] : []),
    { header: 'Warehouse', cell: (r) => r.warehouse?.warehouse ?? '—' },
    { header: 'Loading port', cell: (r) => r.loading_port?.name ?? '—' },
    {
      header: 'Container',
      cell: (r) => (r.container ? <span className="font-mono">{r.container.container_number}</span> : '—'),
    },
    { header: 'Loading date', cell: (r) => formatRecordDay(r.loading_date) },
  ];
  return (
    <RecordsList
      kind="loadingrecords"
      page={page}
      noun={['loading record', 'loading records']}
      caption="Loading records"
      emptyText="No cars have been loaded yet."
      titleHeader="Car"
      title={(r) => carName(r.car)}
      subtitle={(r) => (
        <>
          VIN <span className="font-mono">{r.car.vin}</span>
        </>
      )}
      href={(r) => `/shipping-dashboard/loading-record/${r.id}/`}
      columns={columns}
    />
  );
}
