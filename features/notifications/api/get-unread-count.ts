// GET /api/chats/unread-messages-count/: unread messages over all the user's chats (the bell's number).
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { UnreadCount } from '@/lib/contract/chat';

export async function getUnreadCount(client: ApiClient = api): Promise<number> {
  const { data } = await client.get<UnreadCount>('/api/chats/unread-messages-count/');
  return data.unread_message_count;
}
