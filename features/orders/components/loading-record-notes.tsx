'use client';
// A loading record's notes on their own page (spec §2 `/loading-record/note/{id}`): the car it is about, then the
// notes thread to read and add to, with the private thread for staff.
import Link from 'next/link';
import { useOrderRecord } from '../api/get-order-record';
import { RecordDetailPending } from './record-detail-frame';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordNotes } from './record-notes';

export function LoadingRecordNotes({ id }: { id: number }) {
  const { data: record } = useOrderRecord('loadingrecords', id);
  if (!record) return <RecordDetailPending label="Loading the notes" />;
  const { car, container } = record;

  return (
    <div className="space-y-5 p-4 sm:p-6">
      <div>
        <Link
          href={`/shipping-dashboard/loading-record/${id}/`}
          className="text-sm font-semibold text-primary-700 hover:underline"
        >
          Back to the loading record
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-gray-900">Notes: {carName(car)}</h1>
        <p className="mt-1 text-sm text-gray-600">
          VIN <span className="font-mono">{car.vin}</span> · {personName(record.customer)}
          {container && (
            <>
              {' · '}container <span className="font-mono">{container.container_number}</span>
            </>
          )}
          {record.loading_date && <> · loaded {formatRecordDay(record.loading_date)}</>}
        </p>
      </div>
      <div className="max-w-3xl rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
        <RecordNotes kind="loadingrecords" record={record} />
      </div>
    </div>
  );
}
