'use client';
// Containers (superuser): each box with its booking, carrier, vessel, route dates, status and how many cars it holds.
import type { Container } from '@/lib/contract/orders';
import type { ListState } from '../filters/list-filters';
import { formatRecordDay } from './records-list-params';
import type { RecordColumn } from './records-table';
import { updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';

const columns: RecordColumn<Container>[] = [
  { header: 'Booking', cell: (c) => c.booking_number || '—' },
  { header: 'Carrier', cell: (c) => c.shipping_company || '—' },
  { header: 'Vessel', cell: (c) => c.vessel || '—' },
  { header: 'Loading port', cell: (c) => c.loading_port?.name ?? '—' },
  { header: 'ETD', sort: 'date', cell: (c) => formatRecordDay(c.etd) },
  { header: 'ETA', sort: 'eta', cell: (c) => formatRecordDay(c.eta) },
  { header: 'Status', cell: (c) => c.status || '—' },
  { header: 'Cars', numeric: true, cell: (c) => c.cars.length },
  updatedColumn(),
];

export function ContainerList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="containers"
      urlState={urlState}
      noun={['container', 'containers']}
      emptyText="No containers yet."
      caption="Containers"
      rowStates={false}
      titleHeader="Container"
      title={(c) => <span className="font-mono">{c.container_number}</span>}
      href={(c) => `/shipping-dashboard/containers/${c.id}/`}
      columns={columns}
    />
  );
}
