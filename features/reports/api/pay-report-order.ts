// POST /api/reports/orders/{id}/pay/: pays a card order. A declined card is a 402 and leaves the order `failed`;
// paying again retries, and paying a paid order charges nothing.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ReportCardPayment, ReportOrder } from '@/lib/contract/reports';
import { reportKeys } from './report-keys';

export async function payReportOrder(
  id: number,
  card: ReportCardPayment,
  client: ApiClient = api,
): Promise<ReportOrder> {
  const { data } = await client.post<ReportOrder>(`/api/reports/orders/${id}/pay/`, card);
  return data;
}

export function usePayReportOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: ReportCardPayment) => payReportOrder(id, card),
    onSuccess: (order) => {
      queryClient.setQueryData(reportKeys.order(order.id), order);
      // A paid report now shows as owned and in the purchased list.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'status'] }),
        queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'purchased'] }),
      ]);
    },
  });
}
