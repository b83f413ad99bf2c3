// POST /api/chats/anonymous/verify/ ({email} or {phone}): a 6-digit code to keep the visitor's conversation.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail } from '@/lib/contract/auth';
import type { AnonymousVerify } from '@/lib/contract/chat';

/** `client` carries the anonymous visitor's token (the visitor client). */
export async function verifyAnonymousUser(body: AnonymousVerify, client: ApiClient): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/chats/anonymous/verify/', body);
  return data;
}

export const useVerifyAnonymousUser = (client: ApiClient) =>
  useMutation({ mutationFn: (body: AnonymousVerify) => verifyAnonymousUser(body, client) });
