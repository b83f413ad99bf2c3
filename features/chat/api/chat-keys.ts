// Query keys of the chat feature's reads, from one factory so hooks, invalidation and the socket resync agree.
import type { ChatListQuery } from '@/lib/contract/chat';

export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (filters: ChatListQuery) => [...chatKeys.lists(), filters] as const,
  detail: (chatId: number) => [...chatKeys.all, 'detail', chatId] as const,
  messages: (chatId: number) => [...chatKeys.all, 'messages', chatId] as const,
  employees: () => [...chatKeys.all, 'employees'] as const,
  labels: (q: string) => [...chatKeys.all, 'labels', q] as const,
  workingHours: () => [...chatKeys.all, 'working-hours'] as const,
};

/** The page number a DRF `next` link points at; undefined on the last page. */
export function nextPageNumber(next: string | null): number | undefined {
  if (!next) return undefined;
  const page = Number(new URL(next, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}
