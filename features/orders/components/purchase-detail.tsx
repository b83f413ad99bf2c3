'use client';
// One purchase (superuser): the car, what was paid at which auction, where the car and its title are, the auction
// invoices, the notes, and links to the customer's car order and the edit form.
import { formatDateTime } from '@/lib/dates';
import { useOrderRecord } from '../api/get-order-record';
import { Money } from './money';
import { RecordFiles } from './record-files';
import { RecordNotes } from './record-notes';
import { RecordBadge, RecordDetailFrame, RecordDetailPending, RecordActionLink } from './record-detail-frame';
import { RecordHistory } from './record-history';
import { RecordFields, RecordSection } from './record-fields';
import { carName, carOrderHref, PAYMENT_STATUS_LABELS, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';

export function PurchaseDetail({ id }: { id: number }) {
  const { data: purchase } = useOrderRecord('carspurchased', id);
  if (!purchase) return <RecordDetailPending label="Loading the purchase" />;
  const { car } = purchase;
  const paymentTone =
    purchase.payment_status === 'paid' ? 'green' : purchase.payment_status === 'partial' ? 'amber' : 'red';

  return (
    <RecordDetailFrame
      back={{ href: '/dashboard/purchases/', label: 'All purchases' }}
      title={`${carName(car)}${car.trim ? ` ${car.trim}` : ''}`}
      subtitle={
        <>
          VIN <span className="font-mono">{car.vin}</span> · {car.id_number} · for {personName(purchase.customer)}
        </>
      }
      badges={
        <>
          <RecordBadge tone={paymentTone}>{PAYMENT_STATUS_LABELS[purchase.payment_status]}</RecordBadge>
          {purchase.is_done && <RecordBadge tone="green">Done</RecordBadge>}
          {purchase.is_flagged && <RecordBadge>Flagged</RecordBadge>}
        </>
      }
      actions={
        <>
          <RecordActionLink href={`/dashboard/purchases/edit/${purchase.id}/`} primary>
            Edit purchase
          </RecordActionLink>
          <RecordActionLink href={carOrderHref(car.car_sale_id)}>Car order</RecordActionLink>
        </>
      }
      notes={<RecordNotes kind="carspurchased" record={purchase} />}
    >
      <RecordSection id="purchase-auction" title="Purchase">
        <RecordFields
          fields={[
            { label: 'Auction / seller', value: purchase.seller || '—' },
            { label: 'Auction state', value: purchase.dealer_state || '—' },
            { label: 'Lot number', value: purchase.lot_number || '—' },
            { label: 'Purchase date', value: formatRecordDay(purchase.purchase_date) },
            { label: 'Bid price', value: <Money value={purchase.bid_price} /> },
            { label: 'Auction fees', value: <Money value={purchase.auction_fees} /> },
            { label: 'Total', value: <Money value={purchase.bid_price + purchase.auction_fees} /> },
            { label: 'Payment', value: PAYMENT_STATUS_LABELS[purchase.payment_status] },
            { label: 'Sales rep', value: purchase.sales_rep?.name ?? '—' },
          ]}
        />
      </RecordSection>
      <RecordSection id="purchase-car" title="Car and title">
        <RecordFields
          fields={[
            { label: 'Car location', value: purchase.car_location },
            { label: 'Title status', value: purchase.title_status },
            { label: 'Keys', value: purchase.keys ? 'Yes' : 'No' },
            { label: 'Colour', value: car.color || '—' },
            {
              label: 'Customer',
              value: (
                <>
                  {personName(purchase.customer)}
                  <span className="block text-sm break-all text-gray-600">{purchase.customer.email}</span>
                </>
              ),
            },
            { label: 'Updated', value: formatDateTime(purchase.updated_at) },
          ]}
        />
      </RecordSection>
      <RecordSection id="purchase-invoices" title="Auction invoices">
        <RecordFiles
          kind="carspurchased"
          id={purchase.id}
          collection="invoices"
          subject={`Auction invoices of the ${carName(car)}`}
        />
      </RecordSection>
      <RecordHistory kind="carspurchased" id={purchase.id} />
    </RecordDetailFrame>
  );
}
