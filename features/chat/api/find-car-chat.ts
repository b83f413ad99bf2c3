// GET /api/chats/?car={id}: the viewer's chat about a car, if they have written about it (a car chat starts only
// with its first message, so "Chat about this car" looks before it offers a new one).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Chat, ChatPage } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function findCarChat(carId: number, client: ApiClient = api): Promise<Chat | null> {
  const { data } = await client.get<ChatPage>(`/api/chats/?car=${carId}&page_size=1`);
  return data.results.find((chat) => chat.chat_type === 'car') ?? null;
}

export const findCarChatQueryOptions = (carId: number, client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.aboutCar(carId), queryFn: () => findCarChat(carId, client) });
