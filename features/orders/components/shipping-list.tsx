'use client';
// Shippings (spec §2): each car's sea leg (staff: every customer's): container, vessel, ETD and ETA, arrival.
import type { Shipping } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import type { ListState } from '../filters/list-filters';
import type { ListQuery } from '../utils/list-query';
import { isStaffUser } from '../utils/viewer';
import { vinTail } from '../utils/car-name';
import { recordHref } from '../utils/record-href';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import type { RecordColumn } from './records-table';
import { SearchableRecordsList } from './searchable-records-list';
import { updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';
import { StageBadge } from './stage-badge';

const customerColumn: RecordColumn<Shipping> = { header: 'Customer', cell: (s) => personName(s.customer) };
const columns: RecordColumn<Shipping>[] = [
  { header: 'Stage', cell: (s) => <StageBadge stage={s.stage} /> },
  { header: 'Container', cell: (s) => <span className="font-mono">{s.container?.container_number || '—'}</span> },
  { header: 'Vessel', cell: (s) => s.container?.vessel || '—' },
  { header: 'ETD', cell: (s) => formatRecordDay(s.container?.etd) },
  { header: 'ETA', cell: (s) => formatRecordDay(s.container?.eta) },
  { header: 'Arrived', cell: (s) => formatRecordDay(s.arrived_at) },
  { header: 'Delivered', cell: (s) => formatRecordDay(s.delivered_at) },
];

function ShippingTitle({ shipping }: { shipping: Shipping }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span>{carName(shipping.car)}</span>
      <span className="font-mono text-xs font-normal text-gray-600">{vinTail(shipping.car.vin)}</span>
      {shipping.unread_notes.length > 0 && (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
          {shipping.unread_notes.length} new
        </span>
      )}
    </span>
  );
}

export function ShippingList({ initial }: { initial: ListQuery }) {
  const staff = useAuthStore((state) => isStaffUser(state.user));
  return (
    <SearchableRecordsList
      kind="shippings"
      initial={initial}
      noun={['shipment', 'shipments']}
      caption="Shippings"
      searchLabel="Search by VIN, container or booking"
      searchHint="VIN, container, booking"
      empty={{
        title: 'No shipments yet',
        text: 'Once your car is booked on a ship, its container, vessel and dates show here.',
      }}
      titleHeader="Car"
      title={(shipping) => <ShippingTitle shipping={shipping} />}
      href={(shipping) => recordHref('shippings', shipping.id) ?? '/dashboard/shippings/'}
      columns={staff ? [customerColumn, ...columns] : columns}
    />
  );
}

const staffColumns: RecordColumn<Shipping>[] = [
  customerColumn,
  ...columns.slice(0, 3),
  { header: 'ETD', sort: 'date', cell: (s) => formatRecordDay(s.container?.etd) },
  { header: 'ETA', sort: 'eta', cell: (s) => formatRecordDay(s.container?.eta) },
  { header: 'Booking', cell: (s) => s.container?.booking_number || '—' },
  { header: 'Carrier', cell: (s) => s.container?.shipping_company || '—' },
  ...columns.slice(5),
  { header: 'Customs cleared', cell: (s) => formatRecordDay(s.customs_cleared_at) },
  updatedColumn(),
];

/** The staff's shippings: every customer's, with filters, sortable columns, row colours and CSV. */
export function ShippingStaffList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="shippings"
      urlState={urlState}
      noun={['shipment', 'shipments']}
      emptyText="No shipments yet."
      caption="Shippings"
      titleHeader="Car"
      title={(shipping) => <ShippingTitle shipping={shipping} />}
      href={(shipping) => recordHref('shippings', shipping.id) ?? '/dashboard/shippings/'}
      columns={staffColumns}
    />
  );
}
