'use client';
// Containers (superuser): each box with its booking, carrier, vessel, route dates, status and how many cars it holds.
import type { Container } from '@/lib/contract/orders';
import { formatRecordDay } from './records-list-params';
import { RecordsList } from './records-list';
import type { RecordColumn } from './records-table';

const columns: RecordColumn<Container>[] = [
  { header: 'Booking', cell: (c) => c.booking_number || '—' },
  { header: 'Carrier', cell: (c) => c.shipping_company || '—' },
  { header: 'Vessel', cell: (c) => c.vessel || '—' },
  { header: 'Loading port', cell: (c) => c.loading_port?.name ?? '—' },
  { header: 'ETD', cell: (c) => formatRecordDay(c.etd) },
  { header: 'ETA', cell: (c) => formatRecordDay(c.eta) },
  { header: 'Status', cell: (c) => c.status || '—' },
  { header: 'Cars', numeric: true, cell: (c) => c.cars.length },
];

export function ContainerList({ page }: { page: number }) {
  return (
    <RecordsList
      kind="containers"
      page={page}
      noun={['container', 'containers']}
      caption="Containers"
      emptyText="No containers yet."
      titleHeader="Container"
      title={(c) => <span className="font-mono">{c.container_number}</span>}
      href={(c) => `/shipping-dashboard/containers/${c.id}/`}
      columns={columns}
    />
  );
}
