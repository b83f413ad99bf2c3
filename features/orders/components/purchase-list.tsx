'use client';
// Purchases (superuser): what we bought at which auction, for how much, and where the car and its title are.
import type { CarPurchase } from '@/lib/contract/orders';
import { formatDate } from '@/lib/dates';
import { Money } from './money';
import { carName, PAYMENT_STATUS_LABELS } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordsList } from './records-list';
import type { RecordColumn } from './records-table';

const columns: RecordColumn<CarPurchase>[] = [
  { header: 'Auction / seller', cell: (p) => sellerWithState(p) },
  { header: 'Purchased', cell: (p) => formatRecordDay(p.purchase_date) },
  { header: 'Bid', numeric: true, cell: (p) => <Money value={p.bid_price} /> },
  { header: 'Fees', numeric: true, cell: (p) => <Money value={p.auction_fees} /> },
  { header: 'Title', cell: (p) => p.title_status },
  { header: 'Car location', cell: (p) => p.car_location },
  { header: 'Keys', cell: (p) => (p.keys ? 'Yes' : 'No') },
  { header: 'Payment', cell: (p) => PAYMENT_STATUS_LABELS[p.payment_status] },
  { header: 'Sales rep', cell: (p) => p.sales_rep?.name ?? '—' },
  { header: 'Updated', cell: (p) => formatDate(p.updated_at) },
];

/** `Copart Dallas, TX`; the state only once when the seller's name already ends with it (`ADESA ON`). */
function sellerWithState({ seller, dealer_state: state }: CarPurchase): string {
  if (!seller) return state || '—';
  return !state || seller.endsWith(` ${state}`) ? seller : `${seller}, ${state}`;
}

export function PurchaseList({ page }: { page: number }) {
  return (
    <RecordsList
      kind="carspurchased"
      page={page}
      noun={['purchase', 'purchases']}
      caption="Purchases"
      emptyText="No purchases yet."
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
