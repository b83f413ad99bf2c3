'use client';
// One car order: the car, where it is on its way home (timeline), price, paid and outstanding, where the car and
// its title are, the sales rep, and the notes.
import { useAuthStore } from '@/stores/use-auth-store';
import { useOrderRecord } from '../api/get-order-record';
import { isStaffUser } from '../utils/viewer';
import { CarThumb } from './car-thumb';
import { CustomerOutstandings } from './customer-outstandings';
import { Money } from './money';
import { RecordBadge, RecordDetailFrame, RecordDetailPending, RecordActionLink } from './record-detail-frame';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordNotes } from './record-notes';
import { ShipmentTimeline } from './shipment-timeline';
import { StageBadge } from './stage-badge';

export function CarSaleDetail({ id }: { id: number }) {
  const { data: sale } = useOrderRecord('carsales', id);
  const staff = useAuthStore((state) => isStaffUser(state.user));
  if (!sale) return <RecordDetailPending label="Loading the car order" />;
  const { car } = sale;
  const name = carName(car);

  return (
    <RecordDetailFrame
      back={{ href: '/shipping-dashboard/car-sales/', label: 'Car orders' }}
      title={`${name}${car.trim ? ` ${car.trim}` : ''}`}
      subtitle={
        <>
          VIN <span className="font-mono">{car.vin}</span> · {car.id_number}
          {staff && <> · for {personName(sale.customer)}</>}
        </>
      }
      badges={
        <>
          <StageBadge stage={sale.stage} />
          {sale.outstanding > 0 ? (
            <RecordBadge tone="red">Outstanding</RecordBadge>
          ) : (
            <RecordBadge tone="green">Paid in full</RecordBadge>
          )}
          {staff && sale.is_done && <RecordBadge tone="green">Done</RecordBadge>}
          {staff && sale.is_flagged && <RecordBadge>Flagged</RecordBadge>}
        </>
      }
      actions={
        <>
          <RecordActionLink href={`/shipping-dashboard/summary-report/?search=${encodeURIComponent(car.vin)}`}>
            Costs in the summary report
          </RecordActionLink>
          {staff && (
            <RecordActionLink href={`/shipping-dashboard/car-sales/edit/${sale.id}/`}>Edit or delete</RecordActionLink>
          )}
        </>
      }
      notes={<RecordNotes kind="carsales" record={sale} />}
    >
      <section
        aria-label="The car"
        className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 xs:flex-row sm:p-5"
      >
        <CarThumb src={car.image} priority className="aspect-[4/3] w-full rounded-lg xs:w-56" />
        <RecordFields
          fields={[
            // The car order is the car's price alone; towing, freight and duties are in the summary report, whose
            // balance is therefore larger. Saying so keeps the two pages from seeming to disagree.
            { label: 'Car price', value: <Money value={sale.sale_price} /> },
            { label: 'Paid', value: <Money value={sale.paid} /> },
            { label: 'Outstanding on the car', value: <Money value={sale.outstanding} balance /> },
            { label: 'Shipping and other costs', value: 'In the summary report' },
          ]}
        />
      </section>
      {sale.timeline && (
        <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
          <ShipmentTimeline steps={sale.timeline} carName={name} />
        </div>
      )}
      {staff && <CustomerOutstandings customerId={sale.customer.id} exceptSaleId={sale.id} />}
      <RecordSection id="car-sale-facts" title="Order details">
        <RecordFields
          fields={[
            { label: 'Order date', value: formatRecordDay(sale.date) },
            { label: 'Title status', value: sale.title_status },
            { label: 'Car location', value: sale.car_location },
            { label: 'Sales rep', value: sale.sales_rep?.name ?? '—' },
            { label: 'Lot number', value: sale.lot_number || '—' },
            { label: 'Bought in', value: sale.dealer_state || '—' },
            { label: 'Colour', value: car.color || '—' },
            { label: 'Customer type', value: sale.customer_type === 'dealer' ? 'Dealer' : 'Private' },
            ...(sale.purchase_price !== undefined
              ? [{ label: 'Our purchase price', value: <Money value={sale.purchase_price} /> }]
              : []),
          ]}
        />
      </RecordSection>
      <RecordHistory kind="carsales" id={sale.id} />
    </RecordDetailFrame>
  );
}
