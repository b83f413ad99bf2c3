// POST /api/chats/anonymous/create-chat/ (unique_id, car_id?, content?): the visitor's support chat, or car chat
// (a new one is made with its first message, content).
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat } from '@/lib/contract/chat';

export interface AnonymousChatCreate {
  unique_id: string;
  car_id?: number | null;
  content?: string;
}

export async function createAnonymousChat(body: AnonymousChatCreate, client: ApiClient = api): Promise<Chat> {
  const { data } = await client.post<Chat>('/api/chats/anonymous/create-chat/', body);
  return data;
}
