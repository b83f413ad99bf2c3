// Query keys of the chat feature's reads, from one factory so hooks, invalidation and the socket frames agree.
import type { ChatListQuery } from '@/lib/contract/chat';

export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (filters: ChatListQuery) => [...chatKeys.lists(), filters] as const,
  detail: (chatId: number) => [...chatKeys.all, 'detail', chatId] as const,
  messages: (chatId: number) => [...chatKeys.all, 'messages', chatId] as const,
  /** The viewer's chat about a car (or support chat, `null`), or null before their first message. */
  own: (carId: number | null) => [...chatKeys.all, 'own', carId ?? 'support'] as const,
  /** The customer panel of a chat (staff). */
  customer: (chatId: number) => [...chatKeys.all, 'customer', chatId] as const,
  /** The unread messages over all the viewer's chats: the bell's number. */
  unreadCount: () => [...chatKeys.all, 'unread-count'] as const,
  employees: () => [...chatKeys.all, 'employees'] as const,
  allLabels: () => [...chatKeys.all, 'labels'] as const,
  labels: (q: string) => [...chatKeys.allLabels(), q] as const,
};

/** The page number a DRF `next` link points at; undefined on the last page. */
export function nextPageNumber(next: string | null): number | undefined {
  if (!next) return undefined;
  const page = Number(new URL(next, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}
