'use client';
// The choices of a kind's filter form from the staff filter-data endpoints (decision 038): sales reps and warehouses
// for its selects, shipping companies, container numbers and warehouse names offered as its text boxes are typed in.
// Each is asked for only when the kind's form has a field that uses it.
import { useQuery } from '@tanstack/react-query';
import type { OrderKind } from '@/lib/contract/orders';
import { getLoadingSearchFilterDataQueryOptions } from '../api/get-filter-data-loading-search';
import { getSalesRepFilterDataQueryOptions } from '../api/get-filter-data-sales-reps';
import { getShippingFilterDataQueryOptions } from '../api/get-filter-data-shipping';
import { getWarehouseFilterDataQueryOptions } from '../api/get-filter-data-warehouses';
import type { LookupOptions } from './filter-form';
import { filterFields } from './list-filters';

export function useFilterLookups(kind: OrderKind): LookupOptions {
  const uses = new Set(
    filterFields(kind).flatMap((field) =>
      field.type === 'lookup' ? [field.source] : field.type === 'text' && field.suggest ? [field.suggest] : [],
    ),
  );
  const reps = useQuery({ ...getSalesRepFilterDataQueryOptions(), enabled: uses.has('sales_reps') });
  const warehouses = useQuery({
    ...getWarehouseFilterDataQueryOptions(),
    enabled: uses.has('warehouses') || uses.has('warehouse_names'),
  });
  const shipping = useQuery({ ...getShippingFilterDataQueryOptions(), enabled: uses.has('shipping_companies') });
  const loading = useQuery({ ...getLoadingSearchFilterDataQueryOptions(''), enabled: uses.has('container_numbers') });
  return {
    sales_reps: reps.data?.sales_reps.map((rep) => ({ value: String(rep.id), label: rep.name })),
    warehouses: warehouses.data?.warehouses.map((w) => ({
      value: String(w.id),
      label: w.city ? `${w.warehouse} (${w.city}, ${w.state})` : w.warehouse,
    })),
    warehouse_names: [...new Set(warehouses.data?.warehouses.map((w) => w.warehouse))],
    shipping_companies: shipping.data?.shipping_companies,
    container_numbers: loading.data?.container_numbers,
  };
}
