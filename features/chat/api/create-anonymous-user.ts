// POST /api/chats/anonymous/create-user/: a throwaway chat account for a visitor (no login), with its tokens.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { anonymousUserSchema, type AnonymousUser } from '@/lib/contract/chat';

export async function createAnonymousUser(firstName = '', client: AxiosInstance = api): Promise<AnonymousUser> {
  const { data } = await client.post('/api/chats/anonymous/create-user/', { first_name: firstName });
  return anonymousUserSchema.parse(data);
}

export const useCreateAnonymousUser = () => useMutation({ mutationFn: (firstName: string = '') => createAnonymousUser(firstName) });
