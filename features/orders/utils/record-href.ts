// Where each kind of record opens on the site (spec §2 routes), so activity lines and lists link the same way.
import type { OrderKind } from '@/lib/contract/orders';

const DETAIL_PATH: Record<OrderKind, (id: number) => string> = {
  summaryreports: (id) => `/shipping-dashboard/summary-report/${id}/`,
  carsales: (id) => `/shipping-dashboard/car-sales/${id}/`,
  // The spec's shipping detail route has no id segment: the id travels in the query.
  shippings: (id) => `/dashboard/shippings/detail/?id=${id}`,
  loadingrecords: (id) => `/shipping-dashboard/loading-record/${id}/`,
  carspurchased: (id) => `/dashboard/purchases/${id}/`,
  towings: (id) => `/shipping-dashboard/towing/${id}/`,
  containers: (id) => `/shipping-dashboard/containers/${id}/`,
  balancereports: (id) => `/shipping-dashboard/balance-report/?customer_id=${id}`,
};

const isOrderKind = (kind: string): kind is OrderKind => kind in DETAIL_PATH;

/** The page of one record, or null for a kind the site does not know. */
export function recordHref(kind: string, id: number): string | null {
  return isOrderKind(kind) ? DETAIL_PATH[kind](id) : null;
}
