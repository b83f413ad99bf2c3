// POST /api/chats/assign-employee/ (chat_id, employee_id): assigns a chat to a staff member (staff only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { chatSchema, type Chat } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export interface AssignEmployee {
  chat_id: number;
  employee_id: number;
}

export async function assignEmployee(body: AssignEmployee, client: AxiosInstance = api): Promise<Chat> {
  const { data } = await client.post('/api/chats/assign-employee/', body);
  return chatSchema.parse(data);
}

export function useAssignEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignEmployee) => assignEmployee(body),
    onSuccess: (chat) => queryClient.setQueryData(chatKeys.detail(chat.id), chat),
  });
}
