'use client';
// Towings (superuser): which company fetches which car from where to which warehouse, its status, dates and price.
import type { Towing } from '@/lib/contract/orders';
import { formatDate } from '@/lib/dates';
import { Money } from './money';
import { carName } from './record-labels';
import { RecordsList } from './records-list';
import type { RecordColumn } from './records-table';
import { TowingStatusBadge } from './towing-status-badge';

const when = (instant: string | null) => (instant ? formatDate(instant) : '—');

const columns: RecordColumn<Towing>[] = [
  { header: 'Company', cell: (t) => t.towing_company?.name ?? '—' },
  { header: 'Pickup', cell: (t) => <span className="block max-w-56 truncate">{t.pickup_address || '—'}</span> },
  { header: 'Warehouse', cell: (t) => t.warehouse?.warehouse ?? '—' },
  { header: 'Status', cell: (t) => <TowingStatusBadge status={t.towing_status} /> },
  { header: 'Dispatched', cell: (t) => when(t.dispatched_at) },
  { header: 'Delivered', cell: (t) => when(t.delivered_at) },
  { header: 'Price', numeric: true, cell: (t) => <Money value={t.price} /> },
];

export function TowingList({ page }: { page: number }) {
  return (
    <RecordsList
      kind="towings"
      page={page}
      noun={['towing', 'towings']}
      caption="Towings"
      emptyText="No towings yet."
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
