'use client';
// The choices of a kind's lookup selects (sales reps, warehouses) from the staff filter-data endpoints, asked for
// only when the kind's form has that field.
import { useQuery } from '@tanstack/react-query';
import type { OrderKind } from '@/lib/contract/orders';
import { getSalesRepFilterDataQueryOptions } from '../api/get-filter-data-sales-reps';
import { getWarehouseFilterDataQueryOptions } from '../api/get-filter-data-warehouses';
import type { LookupOptions } from './filter-form';
import { filterFields } from './list-filters';

export function useFilterLookups(kind: OrderKind): LookupOptions {
  const sources = new Set(filterFields(kind).flatMap((field) => (field.type === 'lookup' ? [field.source] : [])));
  const reps = useQuery({ ...getSalesRepFilterDataQueryOptions(), enabled: sources.has('sales_reps') });
  const warehouses = useQuery({ ...getWarehouseFilterDataQueryOptions(), enabled: sources.has('warehouses') });
  return {
    sales_reps: reps.data?.sales_reps.map((rep) => ({ value: String(rep.id), label: rep.name })),
    warehouses: warehouses.data?.warehouses.map((w) => ({
      value: String(w.id),
      label: w.city ? `${w.warehouse} (${w.city}, ${w.state})` : w.warehouse,
    })),
  };
}
