// POST /api/admin/outbox/{id}/retry/: a parked message gets a fresh set of tries (staff only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { StaffOutboxMessage } from '@/lib/contract/outbox';
import { outboxKeys } from './outbox-keys';

export async function retryOutboxMessage(id: number, client: ApiClient = api): Promise<StaffOutboxMessage> {
  const { data } = await client.post<StaffOutboxMessage>(`/api/admin/outbox/${id}/retry/`);
  return data;
}

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retryOutboxMessage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
