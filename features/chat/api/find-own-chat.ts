// GET /api/chats/?car={id} or ?chat_type=support: the viewer's own chat about a car, or their support chat, if they
// have written one (a chat starts only with its first message, so the chat buttons look before they offer a new one).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat, ChatPage } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

/** `carId` null: the support chat. */
export async function findOwnChat(carId: number | null, client: ApiClient = api): Promise<Chat | null> {
  const params = carId === null ? { chat_type: 'support', page_size: 1 } : { car: carId, page_size: 1 };
  const { data } = await client.get<ChatPage>('/api/chats/', { params });
  const type = carId === null ? 'support' : 'car';
  return data.results.find((chat) => chat.chat_type === type) ?? null;
}

export const findOwnChatQueryOptions = (carId: number | null, client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.own(carId), queryFn: () => findOwnChat(carId, client) });
