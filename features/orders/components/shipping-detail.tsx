'use client';
// One shipment: the container and booking, the vessel with ETD and ETA, arrival, customs and delivery, the photos,
// the car's timeline and the notes.
import { useAuthStore } from '@/stores/use-auth-store';
import { useOrderRecord } from '../api/get-order-record';
import { isStaffUser } from '../utils/viewer';
import { ImageGallery } from './image-gallery';
import { RecordDetailFrame, RecordDetailPending } from './record-detail-frame';
import { RecordFiles } from './record-files';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordNotes } from './record-notes';
import { ShipmentTimeline } from './shipment-timeline';
import { StageBadge } from './stage-badge';

const SHIPPING_TYPE_LABELS = { container: 'Container', roro: 'Roll-on/roll-off' } as const;

export function ShippingDetail({ id }: { id: number }) {
  const { data: shipping } = useOrderRecord('shippings', id);
  const staff = useAuthStore((state) => isStaffUser(state.user));
  if (!shipping) return <RecordDetailPending label="Loading the shipment" />;
  const { car, container } = shipping;
  const name = carName(car);

  return (
    <RecordDetailFrame
      back={{ href: '/dashboard/shippings/', label: 'Shippings' }}
      title={`${name}${car.trim ? ` ${car.trim}` : ''}`}
      subtitle={
        <>
          VIN <span className="font-mono">{car.vin}</span> · {car.id_number}
          {staff && <> · for {personName(shipping.customer)}</>}
        </>
      }
      badges={<StageBadge stage={shipping.stage} />}
      notes={<RecordNotes kind="shippings" record={shipping} />}
    >
      <RecordSection id="shipping-sea" title="Container and vessel">
        <RecordFields
          fields={[
            { label: 'Container', value: <span className="font-mono">{container?.container_number || '—'}</span> },
            { label: 'Booking', value: <span className="font-mono">{container?.booking_number || '—'}</span> },
            { label: 'Shipping line', value: container?.shipping_company || '—' },
            { label: 'Vessel', value: container?.vessel || '—' },
            { label: 'Departs (ETD)', value: formatRecordDay(container?.etd) },
            { label: `Arrives ${shipping.destination_port} (ETA)`, value: formatRecordDay(container?.eta) },
            { label: 'Shipping type', value: SHIPPING_TYPE_LABELS[shipping.shipping_type] },
          ]}
        />
      </RecordSection>
      <RecordSection id="shipping-home" title="Arrival and delivery">
        <RecordFields
          fields={[
            { label: 'Arrived', value: formatRecordDay(shipping.arrived_at) },
            { label: 'Customs cleared', value: formatRecordDay(shipping.customs_cleared_at) },
            { label: 'Delivered', value: formatRecordDay(shipping.delivered_at) },
          ]}
        />
      </RecordSection>
      <RecordSection id="shipping-photos" title="Photos">
        {staff ? (
          <RecordFiles
            kind="shippings"
            id={shipping.id}
            collection="images"
            subject={`Shipping photos of the ${name}`}
          />
        ) : (
          <ImageGallery files={shipping.images} label={`Shipping photos of the ${name}`} emptyText="No photos yet." />
        )}
      </RecordSection>
      {shipping.timeline && (
        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <ShipmentTimeline steps={shipping.timeline} carName={name} />
        </div>
      )}
      <RecordHistory kind="shippings" id={shipping.id} />
    </RecordDetailFrame>
  );
}
