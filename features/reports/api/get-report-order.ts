// GET /api/reports/orders/{id}/: one of the user's report orders (staff: anyone's); 404 for someone else's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportOrder } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

/** How often a KHQR order waiting for the bank's payment is asked about again. */
export const KHQR_POLL_MS = 3000;

export async function getReportOrder(id: number, client: ApiClient = api): Promise<ReportOrder> {
  const { data } = await client.get<ReportOrder>(`/api/reports/orders/${id}/`);
  return data;
}

export const getReportOrderQueryOptions = (id: number, client?: ApiClient) =>
  queryOptions({ queryKey: reportKeys.order(id), queryFn: () => getReportOrder(id, client) });

/** A pending KHQR order is asked about every few seconds, since the payment happens in the buyer's bank app. */
export function useReportOrder(id: number) {
  return useQuery({
    ...getReportOrderQueryOptions(id),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && order.payment_method === 'khqr' && order.status === 'pending' ? KHQR_POLL_MS : false;
    },
  });
}
