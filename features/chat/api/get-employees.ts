// GET /api/chats/employees/?page_size=50: the staff a chat can be assigned to (staff only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { EMPLOYEE_PAGE_SIZE, employeePageSchema, type ChatUser } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getEmployees(client: AxiosInstance = api): Promise<ChatUser[]> {
  const { data } = await client.get('/api/chats/employees/', { params: { page_size: EMPLOYEE_PAGE_SIZE } });
  return employeePageSchema.parse(data).results;
}

export const getEmployeesQueryOptions = (client?: AxiosInstance) =>
  queryOptions({ queryKey: chatKeys.employees(), queryFn: () => getEmployees(client), staleTime: 5 * 60_000 });

export const useEmployees = (enabled = true) => useQuery({ ...getEmployeesQueryOptions(), enabled });
