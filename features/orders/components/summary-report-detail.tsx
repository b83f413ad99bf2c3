'use client';
// One car of the summary report: the car with its photo, where it is on the way home (timeline), what it costs and
// what is left to pay, and the notes with our team.
import { useOrderRecord } from '../api/get-order-record';
import { useAuthStore } from '@/stores/use-auth-store';
import { isStaffUser } from '../utils/viewer';
import { CarThumb } from './car-thumb';
import { CostBreakdown } from './cost-breakdown';
import { Money } from './money';
import { RecordDetailFrame, RecordDetailPending, RecordActionLink } from './record-detail-frame';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, carOrderHref, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordNotes } from './record-notes';
import { ShipmentTimeline } from './shipment-timeline';
import { StageBadge } from './stage-badge';

export function SummaryReportDetail({ id }: { id: number }) {
  const { data: report } = useOrderRecord('summaryreports', id);
  const staff = useAuthStore((state) => isStaffUser(state.user));
  if (!report) return <RecordDetailPending label="Loading the summary report" />;
  const { car } = report;
  const name = carName(car);

  return (
    <RecordDetailFrame
      back={{ href: '/shipping-dashboard/summary-report/', label: 'Summary report' }}
      title={`${name}${car.trim ? ` ${car.trim}` : ''}`}
      subtitle={
        <>
          VIN <span className="font-mono">{car.vin}</span> · {car.id_number}
          {staff && <> · for {personName(report.customer)}</>}
        </>
      }
      badges={
        <>
          <StageBadge stage={report.stage} />
          {report.eta && <span className="text-sm text-gray-700">ETA Sihanoukville {formatRecordDay(report.eta)}</span>}
        </>
      }
      actions={<RecordActionLink href={carOrderHref(car.car_sale_id)}>Car order</RecordActionLink>}
      notes={<RecordNotes kind="summaryreports" record={report} />}
    >
      <section
        aria-label="The car"
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 xs:flex-row sm:p-5"
      >
        <CarThumb src={car.image} priority className="aspect-[4/3] w-full rounded-lg xs:w-56" />
        <RecordFields
          fields={[
            { label: 'Balance due', value: <Money value={report.balance} balance className="text-lg" /> },
            { label: 'Total', value: <Money value={report.total} /> },
            { label: 'Colour', value: car.color || '—' },
            { label: 'Sales rep', value: report.sales_rep?.name ?? '—' },
          ]}
        />
      </section>
      {report.timeline && (
        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <ShipmentTimeline steps={report.timeline} carName={name} />
        </div>
      )}
      <RecordSection id="summary-costs" title="Costs and balance">
        <CostBreakdown
          caption={`Costs of the ${name}`}
          lines={[
            { label: 'Car price', amount: report.car_price },
            { label: 'Auction fees', amount: report.auction_fees },
            { label: 'Towing', amount: report.towing },
            { label: 'Ocean freight', amount: report.ocean_freight },
            { label: 'Customs and duties', amount: report.customs_duties },
            { label: 'Other charges', amount: report.other_charges },
          ]}
          total={report.total}
          paid={report.paid}
          balance={report.balance}
        />
      </RecordSection>
      <RecordHistory kind="summaryreports" id={report.id} />
    </RecordDetailFrame>
  );
}
