// POST /api/chats/anonymous/create-chat/ (unique_id, car_id?, content?): the visitor's support chat, or car chat
// (a new one is made with its first message, content, and answered with the out-of-hours reply due for it).
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatCreated } from '@/lib/contract/chat';

export interface AnonymousChatCreate {
  unique_id: string;
  car_id?: number | null;
  content?: string;
}

export async function createAnonymousChat(body: AnonymousChatCreate, client: ApiClient = api): Promise<ChatCreated> {
  const { data } = await client.post<ChatCreated>('/api/chats/anonymous/create-chat/', body);
  return data;
}
