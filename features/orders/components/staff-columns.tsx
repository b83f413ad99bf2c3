// Columns every staff list shares (spec §6): whose car it is, and when the record last changed (the age the row
// colours count from), sortable where the kind's ordering allows.
import type { CustomerType } from '@/lib/contract/orders';
import { formatDate } from '@/lib/dates';
import { personName } from './record-labels';
import type { RecordColumn } from './records-table';

type WithCustomer = { customer: { first_name: string; last_name: string } };

export function customerColumn<T extends WithCustomer>(): RecordColumn<T> {
  return { header: 'Customer', cell: (row) => personName(row.customer) };
}

export function customerTypeColumn<T extends { customer_type: CustomerType }>(): RecordColumn<T> {
  return { header: 'Type', cell: (row) => (row.customer_type === 'dealer' ? 'Dealer' : 'Private') };
}

export function salesRepColumn<T extends { sales_rep: { name: string } | null }>(): RecordColumn<T> {
  return { header: 'Sales rep', cell: (row) => row.sales_rep?.name ?? '—' };
}

export function updatedColumn<T extends { updated_at: string }>(): RecordColumn<T> {
  return { header: 'Updated', sort: 'updated_at', cell: (row) => formatDate(row.updated_at) };
}
