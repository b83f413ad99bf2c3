// POST /api/chats/anonymous/create-chat/ (unique_id, car_id?): the visitor's support chat, or car chat.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { chatSchema, type Chat } from '@/lib/contract/chat';

export interface AnonymousChatCreate {
  unique_id: string;
  car_id?: number | null;
}

export async function createAnonymousChat(body: AnonymousChatCreate, client: AxiosInstance = api): Promise<Chat> {
  const { data } = await client.post('/api/chats/anonymous/create-chat/', body);
  return chatSchema.parse(data);
}

export const useCreateAnonymousChat = () => useMutation({ mutationFn: (body: AnonymousChatCreate) => createAnonymousChat(body) });
