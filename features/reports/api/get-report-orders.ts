// GET /api/reports/orders/?status=&page=: report orders by status, newest first (the user's own; staff: everyone's,
// which is how staff find KHQR orders to mark paid).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportOrderPage, ReportOrderStatus } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function getReportOrders(
  status: ReportOrderStatus,
  page: number,
  client: ApiClient = api,
): Promise<ReportOrderPage> {
  const { data } = await client.get<ReportOrderPage>('/api/reports/orders/', {
    params: page > 1 ? { status, page } : { status },
  });
  return data;
}

export const getReportOrdersQueryOptions = (status: ReportOrderStatus, page: number, client?: ApiClient) =>
  queryOptions({ queryKey: reportKeys.orders(status, page), queryFn: () => getReportOrders(status, page, client) });

export const useReportOrders = (status: ReportOrderStatus, page: number) =>
  useQuery(getReportOrdersQueryOptions(status, page));
