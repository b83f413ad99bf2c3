// GET /api/chats/working-hours/: support hours in Cambodia time and the out-of-hours reply.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { WorkingHours } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getWorkingHours(client: ApiClient = api): Promise<WorkingHours> {
  const { data } = await client.get<WorkingHours>('/api/chats/working-hours/');
  return data;
}

export const getWorkingHoursQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.workingHours(), queryFn: () => getWorkingHours(client) });

export const useWorkingHours = () => useQuery(getWorkingHoursQueryOptions());
