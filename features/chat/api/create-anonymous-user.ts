// POST /api/chats/anonymous/create-user/: a throwaway chat account for a visitor (no login), with its tokens.
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { AnonymousUser } from '@/lib/contract/chat';

export async function createAnonymousUser(firstName = '', client: ApiClient = api): Promise<AnonymousUser> {
  const { data } = await client.post<AnonymousUser>('/api/chats/anonymous/create-user/', { first_name: firstName });
  return data;
}
