'use client';
// Balance report (superuser): one row per customer with what they were charged, what they paid and what is left.
import type { BalanceReport } from '@/lib/contract/orders';
import { Money } from './money';
import { personName } from './record-labels';
import { formatRecordDay } from './records-list-params';
import { RecordsList } from './records-list';
import type { RecordColumn } from './records-table';

const columns: RecordColumn<BalanceReport>[] = [
  { header: 'E-mail', cell: (b) => b.customer.email },
  { header: 'Charges', numeric: true, cell: (b) => <Money value={b.charges} /> },
  { header: 'Payments', numeric: true, cell: (b) => <Money value={b.payments} /> },
  { header: 'Balance', numeric: true, cell: (b) => <Money value={b.balance} balance /> },
  { header: 'Last entry', cell: (b) => formatRecordDay(b.last_entry_date) },
];

export function BalanceList({ page }: { page: number }) {
  return (
    <RecordsList
      kind="balancereports"
      page={page}
      noun={['customer', 'customers']}
      caption="Balances by customer"
      emptyText="No customer has charges or payments yet."
      titleHeader="Customer"
      title={(b) => personName(b.customer)}
      href={(b) => `/shipping-dashboard/balance-report/${b.id}/`}
      columns={columns}
    />
  );
}
