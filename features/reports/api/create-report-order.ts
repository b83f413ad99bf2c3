// POST /api/reports/orders/: a pending order for a report. The idempotency key makes a double click or a retry
// answer the same order instead of a second one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportOrder, ReportOrderCreate } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function createReportOrder(body: ReportOrderCreate, client: ApiClient = api): Promise<ReportOrder> {
  const { data } = await client.post<ReportOrder>('/api/reports/orders/', body);
  return data;
}

export function useCreateReportOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportOrderCreate) => createReportOrder(body),
    // The payment page opens this order next: it is already in the cache.
    onSuccess: (order) => queryClient.setQueryData(reportKeys.order(order.id), order),
  });
}
