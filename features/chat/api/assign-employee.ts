// POST /api/chats/assign-employee/ (chat_id, employee_id): assigns a chat to a staff member (staff only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';
import { setChatFields } from '../utils/update-chat-cache';

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
    // Only the assignee: the answer's names and counts are as the server sees them, not as this viewer's list does.
    onSuccess: (chat) => setChatFields(queryClient, chat.id, { employee: chat.employee }),
  });
}
