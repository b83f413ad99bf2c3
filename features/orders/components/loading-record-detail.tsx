'use client';
// One loading record: the car (linking to its car order), warehouse, port, container and date, the photos of the car
// in the container, and the notes. Only superusers get a link to the container (its page is theirs alone).
import Link from 'next/link';
import { formatDateTime } from '@/lib/dates';
import { useAuthStore } from '@/stores/use-auth-store';
import { useOrderRecord } from '../api/get-order-record';
import { isStaffUser } from '../utils/viewer';
import { ImageGallery } from './image-gallery';
import { RecordFiles } from './record-files';
import { RecordNotes } from './record-notes';
import { RecordDetailFrame, RecordDetailPending, RecordActionLink } from './record-detail-frame';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, carOrderHref, personName, warehouseLabel } from './record-labels';
import { formatRecordDay } from './records-list-params';

export function LoadingRecordDetail({ id }: { id: number }) {
  const isSuperuser = useAuthStore((state) => Boolean(state.user?.is_superuser));
  const isStaff = useAuthStore((state) => isStaffUser(state.user));
  const { data: record } = useOrderRecord('loadingrecords', id);
  if (!record) return <RecordDetailPending label="Loading the loading record" />;
  const { car, container, warehouse } = record;

  return (
    <RecordDetailFrame
      back={{ href: '/shipping-dashboard/loading-record/', label: 'All loading records' }}
      title={`Loading: ${carName(car)}`}
      subtitle={
        <>
          VIN <span className="font-mono">{car.vin}</span> · {personName(record.customer)}
        </>
      }
      actions={
        <>
          {isStaff && (
            <RecordActionLink href={`/shipping-dashboard/loading-record/edit/${record.id}/`} primary>
              Edit loading record
            </RecordActionLink>
          )}
          <RecordActionLink href={`/shipping-dashboard/loading-record/note/${record.id}/`}>Notes page</RecordActionLink>
          <RecordActionLink href={carOrderHref(car.car_sale_id)}>Car order</RecordActionLink>
        </>
      }
      notes={<RecordNotes kind="loadingrecords" record={record} />}
    >
      <RecordSection id="loading-fields" title="Loading">
        <RecordFields
          fields={[
            {
              label: 'Warehouse',
              value: warehouseLabel(warehouse),
            },
            { label: 'Loading port', value: record.loading_port?.name ?? '—' },
            { label: 'Loading date', value: formatRecordDay(record.loading_date) },
            {
              label: 'Container',
              value: !container ? (
                '—'
              ) : isSuperuser ? (
                <Link
                  href={`/shipping-dashboard/containers/${container.id}/`}
                  className="font-mono font-semibold text-primary-700 hover:underline"
                >
                  {container.container_number}
                </Link>
              ) : (
                <span className="font-mono">{container.container_number}</span>
              ),
            },
            { label: 'Vessel', value: container?.vessel || '—' },
            { label: 'ETD', value: formatRecordDay(container?.etd) },
            { label: 'ETA', value: formatRecordDay(container?.eta) },
            { label: 'Updated', value: formatDateTime(record.updated_at) },
          ]}
        />
      </RecordSection>
      <RecordSection id="loading-images" title="Container photos">
        {isStaff ? (
          <RecordFiles
            kind="loadingrecords"
            id={record.id}
            collection="container_images"
            subject={`The ${carName(car)} in its container`}
          />
        ) : (
          <ImageGallery
            files={record.images}
            label={`The ${carName(car)} in its container`}
            emptyText="No loading photos yet."
          />
        )}
      </RecordSection>
      <RecordHistory kind="loadingrecords" id={record.id} />
    </RecordDetailFrame>
  );
}
