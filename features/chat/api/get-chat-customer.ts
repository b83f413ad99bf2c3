// GET /api/chats/{id}/customer/ (staff only): the customer panel beside a conversation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatCustomer } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getChatCustomer(chatId: number, client: ApiClient = api): Promise<ChatCustomer> {
  const { data } = await client.get<ChatCustomer>(`/api/chats/${chatId}/customer/`);
  return data;
}

export const getChatCustomerQueryOptions = (chatId: number) =>
  queryOptions({ queryKey: chatKeys.customer(chatId), queryFn: () => getChatCustomer(chatId) });

export function useChatCustomer(chatId: number, enabled: boolean) {
  return useQuery({ ...getChatCustomerQueryOptions(chatId), enabled });
}
