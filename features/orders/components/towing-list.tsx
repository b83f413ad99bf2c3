'use client';
// Towings (superuser): which company fetches which car from where to which warehouse, its status, dates and price.
import type { Towing } from '@/lib/contract/orders';
import type { ListState } from '../filters/list-filters';
import { formatDate } from '@/lib/dates';
import { Money } from './money';
import { carName } from './record-labels';
import type { RecordColumn } from './records-table';
import { customerColumn, updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';
import { TowingStatusBadge } from './towing-status-badge';

const when = (instant: string | null) => (instant ? formatDate(instant) : '—');

const columns: RecordColumn<Towing>[] = [
  customerColumn(),
  { header: 'Company', cell: (t) => t.towing_company?.name ?? '—' },
  { header: 'Pickup', cell: (t) => <span className="block max-w-56 truncate">{t.pickup_address || '—'}</span> },
  { header: 'Warehouse', cell: (t) => t.warehouse?.warehouse ?? '—' },
  { header: 'Status', sort: 'towing_status', cell: (t) => <TowingStatusBadge status={t.towing_status} /> },
  { header: 'Dispatched', sort: 'date', cell: (t) => when(t.dispatched_at) },
  { header: 'Delivered', cell: (t) => when(t.delivered_at) },
  { header: 'Price', numeric: true, cell: (t) => <Money value={t.price} /> },
  updatedColumn(),
];

export function TowingList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="towings"
      urlState={urlState}
      noun={['towing', 'towings']}
      emptyText="No towings yet."
      caption="Towings"
      titleHeader="Car"
      title={(t) => carName(t.car)}
      subtitle={(t) => (
        <>
          VIN <span className="font-mono">{t.car.vin}</span>
        </>
      )}
      href={(t) => `/shipping-dashboard/towing/${t.id}/`}
      columns={columns}
    />
  );
}
