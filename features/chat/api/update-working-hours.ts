// PUT /api/chats/working-hours/: staff change the support hours or the out-of-hours reply.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import { workingHoursSchema, type WorkingHours, type workingHoursUpdateSchema } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export type WorkingHoursUpdate = z.infer<typeof workingHoursUpdateSchema>;

export async function updateWorkingHours(body: WorkingHoursUpdate, client: AxiosInstance = api): Promise<WorkingHours> {
  const { data } = await client.put('/api/chats/working-hours/', body);
  return workingHoursSchema.parse(data);
}

export function useUpdateWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkingHoursUpdate) => updateWorkingHours(body),
    onSuccess: (hours) => queryClient.setQueryData(chatKeys.workingHours(), hours),
  });
}
