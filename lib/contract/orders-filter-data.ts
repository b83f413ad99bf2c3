// The choices the staff's list filters offer (spec §7 "filter data"): sales reps, shipping companies, vessels, ports,
// warehouses and container numbers, each as it is spelled in the records, so a picked value finds rows (decision 038).
import { z } from 'zod';
import { loadingPortSchema, salesRepSchema, warehouseSchema } from './orders';

/** Container numbers a filter-data answer lists at most (newest first); `?search=` narrows them. */
export const FILTER_DATA_CONTAINER_LIMIT = 100;

/** GET /api/v2/orders/summaryreports/sales-rep-search-filter-data/: staff get every rep, a customer their own cars'. */
export const salesRepFilterDataSchema = z
  .object({ sales_reps: z.array(salesRepSchema) })
  .meta({ id: 'SalesRepFilterData' });
export type SalesRepFilterData = z.infer<typeof salesRepFilterDataSchema>;

/** GET /api/v2/orders/containers/shipping-filter-data/ (staff): the distinct companies and vessels, and the ports. */
export const shippingFilterDataSchema = z
  .object({
    shipping_companies: z.array(z.string()),
    vessels: z.array(z.string()),
    loading_ports: z.array(loadingPortSchema),
  })
  .meta({ id: 'ShippingFilterData' });
export type ShippingFilterData = z.infer<typeof shippingFilterDataSchema>;

/**
 * GET /api/v2/orders/loadingrecords/search-filter-data/?search= (staff): warehouses, loading ports and the numbers of
 * containers cars are loaded into (at most FILTER_DATA_CONTAINER_LIMIT, newest first, `search` narrowing them).
 */
export const loadingSearchFilterDataSchema = z
  .object({
    warehouses: z.array(warehouseSchema),
    loading_ports: z.array(loadingPortSchema),
    container_numbers: z.array(z.string()),
    /** More containers match than were listed: type more of the number. */
    container_numbers_truncated: z.boolean(),
  })
  .meta({ id: 'LoadingSearchFilterData' });
export type LoadingSearchFilterData = z.infer<typeof loadingSearchFilterDataSchema>;

/** GET /api/v2/orders/loadingrecords/warehouse-filter-data/ (staff): warehouses with the ports each serves. */
export const warehouseFilterDataSchema = z
  .object({
    warehouses: z.array(warehouseSchema.extend({ port: z.string() })),
    loading_ports: z.array(loadingPortSchema),
  })
  .meta({ id: 'WarehouseFilterData' });
export type WarehouseFilterData = z.infer<typeof warehouseFilterDataSchema>;

export type FilterDataName = 'sales-reps' | 'shipping' | 'loading-search' | 'warehouses';
