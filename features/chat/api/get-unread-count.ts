// GET /api/chats/unread-messages-count/: unread messages over all the user's chats (the bell's number).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { UnreadCount } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function getUnreadCount(client: ApiClient = api): Promise<number> {
  const { data } = await client.get<UnreadCount>('/api/chats/unread-messages-count/');
  return data.unread_message_count;
}

// Fetched again whenever a bell mounts (another layout's navbar): frames missed between two sockets are counted.
export const getUnreadCountQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: chatKeys.unreadCount(), queryFn: () => getUnreadCount(client), refetchOnMount: 'always' });

export const useUnreadCount = (enabled = true) => useQuery({ ...getUnreadCountQueryOptions(), enabled });
