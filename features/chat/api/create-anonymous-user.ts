// POST /api/chats/anonymous/create-user/: a throwaway chat account for a visitor (no login), with its tokens.
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { AnonymousUser, VisitorContactInput } from '@/lib/contract/chat';

/** The visitor's name and a phone number or Telegram username (at least one), as the form has them. */
export async function createAnonymousUser(
  contact: VisitorContactInput,
  client: ApiClient = api,
): Promise<AnonymousUser> {
  const { data } = await client.post<AnonymousUser>('/api/chats/anonymous/create-user/', contact);
  return data;
}
