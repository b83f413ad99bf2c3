// GET /api/chats/working-hours/: support hours in Cambodia time and the out-of-hours reply.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { workingHoursSchema, type WorkingHours } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getWorkingHours(client: AxiosInstance = api): Promise<WorkingHours> {
  const { data } = await client.get('/api/chats/working-hours/');
  return workingHoursSchema.parse(data);
}

export const getWorkingHoursQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: chatKeys.workingHours(), queryFn: () => getWorkingHours(client) });

export const useWorkingHours = () => useQuery(getWorkingHoursQueryOptions());
