// GET /api/chats/unread-messages-count/: unread messages over all the user's chats (the bell's number).
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { unreadCountSchema } from '@/lib/contract/chat';

export async function getUnreadCount(client: AxiosInstance = api): Promise<number> {
  const { data } = await client.get('/api/chats/unread-messages-count/');
  return unreadCountSchema.parse(data).unread_message_count;
}
