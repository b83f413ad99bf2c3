// GET /api/chats/employees/?page_size=50: the staff a chat can be assigned to (staff only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatUser, EmployeePage } from '@/lib/contract/chat';
import { EMPLOYEE_PAGE_SIZE } from '@/lib/contract/chat-constants';
import { chatKeys } from './chat-keys';

export async function getEmployees(client: ApiClient = api): Promise<ChatUser[]> {
  const { data } = await client.get<EmployeePage>('/api/chats/employees/', {
    params: { page_size: EMPLOYEE_PAGE_SIZE },
  });
  return data.results;
}

export const getEmployeesQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.employees(), queryFn: () => getEmployees(client), staleTime: 5 * 60_000 });

export const useEmployees = () => useQuery(getEmployeesQueryOptions());
