// POST /api/reports/orders/{id}/mark-paid/ (staff): records a KHQR payment the built-in test provider cannot see.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportOrder } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function markReportOrderPaid(id: number, client: ApiClient = api): Promise<ReportOrder> {
  const { data } = await client.post<ReportOrder>(`/api/reports/orders/${id}/mark-paid/`);
  return data;
}

export function useMarkReportOrderPaid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markReportOrderPaid(id),
    onSuccess: (order) => {
      queryClient.setQueryData(reportKeys.order(order.id), order);
      return queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'orders'] });
    },
  });
}
