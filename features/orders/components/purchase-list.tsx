'use client';
// Purchases (superuser): what we bought at which auction, for how much, and where the car and its title are.
import type { CarPurchase } from '@/lib/contract/orders';
import type { ListState } from '../filters/list-filters';
import { Money } from './money';
import { carName, PAYMENT_STATUS_LABELS } from './record-labels';
import { formatRecordDay } from './records-list-params';
import type { RecordColumn } from './records-table';
import { customerColumn, salesRepColumn, updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';

const columns: RecordColumn<CarPurchase>[] = [
  customerColumn(),
  { header: 'Auction / seller', cell: (p) => sellerWithState(p) },
  { header: 'Purchased', sort: 'date', cell: (p) => formatRecordDay(p.purchase_date) },
  { header: 'Bid', numeric: true, sort: 'bid_price', cell: (p) => <Money value={p.bid_price} /> },
  { header: 'Fees', numeric: true, cell: (p) => <Money value={p.auction_fees} /> },
  { header: 'Title', cell: (p) => p.title_status },
  { header: 'Car location', cell: (p) => p.car_location },
  { header: 'Keys', cell: (p) => (p.keys ? 'Yes' : 'No') },
  { header: 'Payment', cell: (p) => PAYMENT_STATUS_LABELS[p.payment_status] },
  salesRepColumn(),
  updatedColumn(),
];

/** `Copart Dallas, TX`; the state only once when the seller's name already ends with it (`ADESA ON`). */
function sellerWithState({ seller, dealer_state: state }: CarPurchase): string {
  if (!seller) return state || '—';
  return !state || seller.endsWith(` ${state}`) ? seller : `${seller}, ${state}`;
}

export function PurchaseList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="carspurchased"
      urlState={urlState}
      noun={['purchase', 'purchases']}
      emptyText="No purchases yet."
      caption="Purchases"
      titleHeader="Car"
      title={(p) => carName(p.car)}
      subtitle={(p) => (
        <>
          VIN <span className="font-mono">{p.car.vin}</span>
          {p.lot_number && ` · lot ${p.lot_number}`}
        </>
      )}
      href={(p) => `/dashboard/purchases/${p.id}/`}
      columns={columns}
    />
  );
}
