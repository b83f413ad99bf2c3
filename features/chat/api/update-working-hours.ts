// PUT /api/chats/working-hours/: staff change the support hours or the out-of-hours reply.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import type { WorkingHours, workingHoursUpdateSchema } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export type WorkingHoursUpdate = z.infer<typeof workingHoursUpdateSchema>;

export async function updateWorkingHours(body: WorkingHoursUpdate, client: ApiClient = api): Promise<WorkingHours> {
  const { data } = await client.put<WorkingHours>('/api/chats/working-hours/', body);
  return data;
}

export function useUpdateWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkingHoursUpdate) => updateWorkingHours(body),
    onSuccess: (hours) => queryClient.setQueryData(chatKeys.workingHours(), hours),
  });
}
