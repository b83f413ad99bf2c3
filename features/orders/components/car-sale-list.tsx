'use client';
// Car Orders (spec §2 sidebar; the car sales API): the cars we bought for the customer (staff: for every customer),
// with price, payments, stage, and where the car and its title are.
import type { CarSale } from '@/lib/contract/orders';
import { useAuthStore } from '@/stores/use-auth-store';
import type { ListState } from '../filters/list-filters';
import type { ListQuery } from '../utils/list-query';
import { isStaffUser } from '../utils/viewer';
import { vinTail } from '../utils/car-name';
import { Money } from './money';
import { carName, personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import type { RecordColumn } from './records-table';
import { SearchableRecordsList } from './searchable-records-list';
import { customerTypeColumn, salesRepColumn, updatedColumn } from './staff-columns';
import { StaffRecordsList } from './staff-records-list';
import { StageBadge } from './stage-badge';

const customerColumn: RecordColumn<CarSale> = { header: 'Customer', cell: (s) => personName(s.customer) };
const columns: RecordColumn<CarSale>[] = [
  { header: 'Date', cell: (s) => formatRecordDay(s.date) },
  { header: 'Stage', cell: (s) => <StageBadge stage={s.stage} /> },
  { header: 'Price', numeric: true, cell: (s) => <Money value={s.sale_price} /> },
  { header: 'Paid', numeric: true, cell: (s) => <Money value={s.paid} /> },
  { header: 'Outstanding', numeric: true, cell: (s) => <Money value={s.outstanding} balance /> },
  { header: 'Title', cell: (s) => s.title_status },
  { header: 'Car location', cell: (s) => s.car_location },
];

function CarSaleTitle({ sale }: { sale: CarSale }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <span>{carName(sale.car)}</span>
      <span className="font-mono text-xs font-normal text-gray-600">{vinTail(sale.car.vin)}</span>
      {sale.unread_notes.length > 0 && (
        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white">
          {sale.unread_notes.length} new
        </span>
      )}
    </span>
  );
}

export function CarSaleList({ initial }: { initial: ListQuery }) {
  const staff = useAuthStore((state) => isStaffUser(state.user));
  return (
    <SearchableRecordsList
      kind="carsales"
      initial={initial}
      noun={['car order', 'car orders']}
      caption="Car orders"
      searchLabel="Search by VIN, make or model"
      searchHint="VIN, make or model"
      empty={{
        title: 'No car orders yet',
        text: 'Found a car you like? Ask us to buy it for you and follow it here.',
      }}
      titleHeader="Car"
      title={(sale) => <CarSaleTitle sale={sale} />}
      href={(sale) => `/shipping-dashboard/car-sales/${sale.id}/`}
      columns={staff ? [customerColumn, ...columns] : columns}
    />
  );
}

// Spec §6: staff see whose car it is and the working fields; the purchase price is the superuser's alone.
const staffColumns: RecordColumn<CarSale>[] = [
  customerColumn,
  customerTypeColumn(),
  salesRepColumn(),
  { header: 'ID number', sort: 'id_number', cell: (s) => <span className="font-mono">{s.car.id_number}</span> },
  { header: 'Year', sort: 'year', numeric: true, cell: (s) => s.car.year },
  { header: 'Date', sort: 'date', cell: (s) => formatRecordDay(s.date) },
  ...columns.slice(1),
  { header: 'Lot', cell: (s) => s.lot_number || '—' },
  { header: 'Dealer state', cell: (s) => s.dealer_state || '—' },
  updatedColumn(),
];
const purchasePriceColumn: RecordColumn<CarSale> = {
  header: 'Purchase price',
  numeric: true,
  cell: (s) => (s.purchase_price === undefined ? '—' : <Money value={s.purchase_price} />),
};

/** The staff's car sales: filters, sortable columns, row colours, CSV (superusers also see the purchase price). */
export function CarSaleStaffList({ urlState }: { urlState: ListState }) {
  const superuser = useAuthStore((state) => Boolean(state.user?.is_superuser));
  return (
    <StaffRecordsList
      kind="carsales"
      urlState={urlState}
      noun={['car order', 'car orders']}
      emptyText="No car orders yet."
      caption="Car orders"
      titleHeader="Car"
      title={(sale) => <CarSaleTitle sale={sale} />}
      href={(sale) => `/shipping-dashboard/car-sales/${sale.id}/`}
      columns={superuser ? [...staffColumns, purchasePriceColumn] : staffColumns}
    />
  );
}
