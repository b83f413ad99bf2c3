// Query keys of the reports feature's reads, from one factory so server prefetch and client hooks always agree.
import type { ReportOrderStatus, ReportType } from '@/lib/contract/reports';

export const reportKeys = {
  all: ['reports'] as const,
  status: (type: ReportType, vin: string) => [...reportKeys.all, 'status', type, vin] as const,
  order: (id: number) => [...reportKeys.all, 'order', id] as const,
  report: (type: ReportType, vin: string) => [...reportKeys.all, 'report', type, vin] as const,
  purchased: (page: number) => [...reportKeys.all, 'purchased', page] as const,
  orders: (status: ReportOrderStatus, page: number) => [...reportKeys.all, 'orders', status, page] as const,
};
