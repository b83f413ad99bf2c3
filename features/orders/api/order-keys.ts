// Query keys of the shipping records feature, from one factory so server prefetch, hooks and socket events agree.
import type { OrderKind } from '@/lib/contract/orders';
import type { FilterDataName } from '@/lib/contract/orders-filter-data';

export type OrderListParams = Record<string, string>;

export const orderKeys = {
  all: ['orders'] as const,
  kind: (kind: OrderKind) => [...orderKeys.all, kind] as const,
  list: (kind: OrderKind, params: OrderListParams) => [...orderKeys.kind(kind), 'list', params] as const,
  detail: (kind: OrderKind, id: number) => [...orderKeys.kind(kind), 'detail', id] as const,
  overview: () => [...orderKeys.all, 'overview'] as const,
  /** What a customer still owes per car (the car sale form, staff). */
  outstandings: (customerId: number) => [...orderKeys.kind('carsales'), 'outstandings', customerId] as const,
  /** Accounts found by the car sale form's customer search. */
  customerSearch: (q: string) => [...orderKeys.all, 'customer-search', q] as const,
  /** A record's photos and documents (decision 040); under its detail, like its history. */
  files: (kind: OrderKind, id: number) => [...orderKeys.detail(kind, id), 'files'] as const,
  /** A page of a record's audit trail; under its detail, so whatever refreshes the record refreshes it too. */
  history: (kind: OrderKind, id: number, page: number) => [...orderKeys.detail(kind, id), 'history', page] as const,
  lookups: (name: 'towing-companies' | 'warehouses' | 'loading-ports') => [...orderKeys.all, 'lookups', name] as const,
  /** The choices of a list filter (decision 038); `search` narrows the container numbers. */
  filterData: (name: FilterDataName, search = '') => [...orderKeys.all, 'filter-data', name, search] as const,
};
