'use client';
// One container (superuser): booking, carrier, vessel, route and dates, its tracking events, the cars inside (each
// linking to its car order), auction invoices and container photos, and the notes.
import Link from 'next/link';
import { formatDateTime } from '@/lib/dates';
import { useOrderRecord } from '../api/get-order-record';
import { RecordFiles } from './record-files';
import { RecordNotes } from './record-notes';
import { RecordBadge, RecordDetailFrame, RecordDetailPending, RecordActionLink } from './record-detail-frame';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, carOrderHref, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';

/** DCSA track-and-trace event codes in words; an unknown code is shown as it came. */
const CONTAINER_EVENT_LABELS: Record<string, string> = {
  GTOT: 'Gate out',
  STUF: 'Stuffed',
  GTIN: 'Gate in',
  LOAD: 'Loaded on vessel',
  DEPA: 'Departed',
  ARRI: 'Arrived',
  DISC: 'Discharged',
  STRP: 'Unloaded (stripped)',
};

export function ContainerDetail({ id }: { id: number }) {
  const { data: container } = useOrderRecord('containers', id);
  if (!container) return <RecordDetailPending label="Loading the container" />;
  const count = container.cars.length;

  return (
    <RecordDetailFrame
      back={{ href: '/shipping-dashboard/containers/', label: 'All containers' }}
      title={`Container ${container.container_number}`}
      subtitle={`${container.shipping_company || 'Carrier not set'} · ${count} ${count === 1 ? 'car' : 'cars'}`}
      badges={container.status ? <RecordBadge>{container.status}</RecordBadge> : undefined}
      actions={
        <RecordActionLink href={`/shipping-dashboard/containers/edit/${container.id}/`}>
          Edit, add cars or delete
        </RecordActionLink>
      }
      notes={<RecordNotes kind="containers" record={container} />}
    >
      <RecordSection id="container-route" title="Booking and route">
        <RecordFields
          fields={[
            { label: 'Booking number', value: container.booking_number || '—' },
            { label: 'Carrier', value: container.shipping_company || '—' },
            { label: 'Vessel', value: container.vessel || '—' },
            { label: 'Loading port', value: container.loading_port?.name ?? '—' },
            { label: 'Destination', value: container.destination_port || '—' },
            { label: 'ETD', value: formatRecordDay(container.etd) },
            { label: 'ETA', value: formatRecordDay(container.eta) },
            { label: 'Updated', value: formatDateTime(container.updated_at) },
          ]}
        />
      </RecordSection>
      <RecordSection id="container-cars" title={`Cars in this container (${count})`}>
        {count === 0 ? (
          <p className="text-sm text-gray-500">No cars loaded yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {container.cars.map((car) => (
              <li key={car.car_sale_id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <Link href={carOrderHref(car.car_sale_id)} className="font-semibold text-primary-700 hover:underline">
                  {carName(car)}
                </Link>
                <span className="text-sm text-gray-600">
                  <span className="font-mono">{car.vin}</span> · {personName(car.customer)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </RecordSection>
      {container.events.length > 0 && (
        <RecordSection id="container-events" title="Tracking">
          <ol className="space-y-2 text-sm">
            {container.events.map((event) => (
              <li key={`${event.code}-${event.at}`} className="flex flex-wrap gap-x-3">
                <time dateTime={event.at} className="text-gray-600">
                  {formatDateTime(event.at)}
                </time>
                <span className="font-semibold text-gray-900">{CONTAINER_EVENT_LABELS[event.code] ?? event.code}</span>
                <span className="text-gray-700">{event.location}</span>
                {event.kind !== 'actual' && <span className="text-gray-500">({event.kind})</span>}
              </li>
            ))}
          </ol>
        </RecordSection>
      )}
      <RecordSection id="container-invoices" title="Auction invoices">
        <RecordFiles
          kind="containers"
          id={container.id}
          collection="auction_invoices"
          subject={`Auction invoices of container ${container.container_number}`}
        />
      </RecordSection>
      <RecordSection id="container-images" title="Container photos">
        <RecordFiles
          kind="containers"
          id={container.id}
          collection="images"
          subject={`Photos of container ${container.container_number}`}
        />
      </RecordSection>
      <RecordHistory kind="containers" id={container.id} />
    </RecordDetailFrame>
  );
}
