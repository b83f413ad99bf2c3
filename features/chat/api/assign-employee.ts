// POST /api/chats/assign-employee/ (chat_id, employee_id): assigns a chat to a staff member (staff only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export interface AssignEmployee {
  chat_id: number;
  employee_id: number;
}

export async function assignEmployee(body: AssignEmployee, client: ApiClient = api): Promise<Chat> {
  const { data } = await client.post<Chat>('/api/chats/assign-employee/', body);
  return data;
}

export function useAssignEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignEmployee) => assignEmployee(body),
    onSuccess: (chat) => queryClient.setQueryData(chatKeys.detail(chat.id), chat),
  });
}
