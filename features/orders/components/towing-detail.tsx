'use client';
// One tow (superuser): the car (linking to its car order), the company, pickup and warehouse, status, dates, price
// and the notes.
import { formatDateTime } from '@/lib/dates';
import { formatPhone } from '@/lib/phone';
import { useOrderRecord } from '../api/get-order-record';
import { Money } from './money';
import { RecordNotes } from './record-notes';
import { RecordDetailFrame, RecordDetailPending, RecordActionLink } from './record-detail-frame';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, carOrderHref, personName, warehouseLabel } from './record-labels';
import { TowingStatusBadge } from './towing-status-badge';

const when = (instant: string | null) => (instant ? formatDateTime(instant) : '—');

export function TowingDetail({ id }: { id: number }) {
  const { data: towing } = useOrderRecord('towings', id);
  if (!towing) return <RecordDetailPending label="Loading the towing" />;
  const { car, warehouse } = towing;

  return (
    <RecordDetailFrame
      back={{ href: '/shipping-dashboard/towing/', label: 'All towings' }}
      title={`Towing: ${carName(car)}`}
      subtitle={
        <>
          VIN <span className="font-mono">{car.vin}</span> · for {personName(towing.customer)}
        </>
      }
      badges={<TowingStatusBadge status={towing.towing_status} />}
      actions={
        <>
          <RecordActionLink href={`/shipping-dashboard/towing/edit/${towing.id}/`} primary>
            Edit towing
          </RecordActionLink>
          <RecordActionLink href={carOrderHref(car.car_sale_id)}>Car order</RecordActionLink>
        </>
      }
      notes={<RecordNotes kind="towings" record={towing} />}
    >
      <RecordSection id="towing-route" title="Tow">
        <RecordFields
          fields={[
            {
              label: 'Towing company',
              value: towing.towing_company
                ? `${towing.towing_company.name}${towing.towing_company.phone ? ` (${formatPhone(towing.towing_company.phone)})` : ''}`
                : '—',
            },
            { label: 'Pickup address', value: towing.pickup_address || '—' },
            {
              label: 'Warehouse',
              value: warehouseLabel(warehouse),
            },
            { label: 'Status', value: towing.towing_status },
            { label: 'Dispatched', value: when(towing.dispatched_at) },
            { label: 'Delivered', value: when(towing.delivered_at) },
            { label: 'Price', value: <Money value={towing.price} /> },
            { label: 'Updated', value: formatDateTime(towing.updated_at) },
          ]}
        />
      </RecordSection>
      <RecordSection id="towing-car" title="Car">
        <RecordFields
          fields={[
            { label: 'Car', value: `${carName(car)}${car.trim ? ` ${car.trim}` : ''}` },
            { label: 'VIN', value: <span className="font-mono">{car.vin}</span> },
            { label: 'Stock number', value: car.id_number },
            { label: 'Colour', value: car.color || '—' },
            {
              label: 'Customer',
              value: (
                <>
                  {personName(towing.customer)}
                  <span className="block text-sm break-all text-gray-600">{towing.customer.email}</span>
                </>
              ),
            },
          ]}
        />
      </RecordSection>
      <RecordHistory kind="towings" id={towing.id} />
    </RecordDetailFrame>
  );
}
