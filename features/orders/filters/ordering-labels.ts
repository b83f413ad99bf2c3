// What each `?ordering=` value (ORDER_ORDERING) means to the people sorting a list, for the phone's sort menu.
import type { OrderKind } from '@/lib/contract/orders';
import { DATE_LABELS } from './list-filters';

const FIXED: Record<string, string> = {
  '-updated_at': 'Recently updated first',
  updated_at: 'Longest without an update first',
  id_number: 'ID number, A to Z',
  '-id_number': 'ID number, Z to A',
  year: 'Year, oldest first',
  '-year': 'Year, newest first',
  bid_price: 'Bid, lowest first',
  '-bid_price': 'Bid, highest first',
  towing_status: 'Towing status',
  eta: 'ETA, soonest first',
  '-eta': 'ETA, latest first',
  balance: 'Balance, lowest first',
  '-balance': 'Balance, highest first',
  last_entry_date: 'Last entry, oldest first',
  '-last_entry_date': 'Last entry, newest first',
};

export function orderingLabel(kind: OrderKind, ordering: string): string {
  if (ordering === '-date') return `${DATE_LABELS[kind]}, newest first`;
  if (ordering === 'date') return `${DATE_LABELS[kind]}, oldest first`;
  return FIXED[ordering] ?? ordering;
}
