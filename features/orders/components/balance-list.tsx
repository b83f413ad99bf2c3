'use client';
// Balance report (superuser): one row per customer with what they were charged, what they paid and what is left.
import type { BalanceReport } from '@/lib/contract/orders';
import type { ListState } from '../filters/list-filters';
import { Money } from './money';
import { personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import type { RecordColumn } from './records-table';
import { StaffRecordsList } from './staff-records-list';

const columns: RecordColumn<BalanceReport>[] = [
  { header: 'E-mail', cell: (b) => b.customer.email },
  { header: 'Charges', numeric: true, cell: (b) => <Money value={b.charges} /> },
  { header: 'Payments', numeric: true, cell: (b) => <Money value={b.payments} /> },
  { header: 'Balance', numeric: true, sort: 'balance', cell: (b) => <Money value={b.balance} balance /> },
  { header: 'Last entry', sort: 'last_entry_date', cell: (b) => formatRecordDay(b.last_entry_date) },
];

export function BalanceList({ urlState }: { urlState: ListState }) {
  return (
    <StaffRecordsList
      kind="balancereports"
      urlState={urlState}
      noun={['customer', 'customers']}
      emptyText="No customer has charges or payments yet."
      caption="Balances by customer"
      rowStates={false}
      titleHeader="Customer"
      title={(b) => personName(b.customer)}
      href={(b) => `/shipping-dashboard/balance-report/${b.id}/`}
      columns={columns}
    />
  );
}
