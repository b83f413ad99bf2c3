// POST /api/usermgmt/password/change/: a new password, proved by the current one. Every other session ends; this
// browser keeps going with the pair the answer carries (replaceSession stores it and holds socket renewals meanwhile).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PasswordChange, TokenPair } from '@/lib/contract/auth';
import { replaceSession } from '@/stores/use-auth-store';

export async function changePassword(body: PasswordChange, client: ApiClient = api): Promise<TokenPair> {
  const { data } = await client.post<TokenPair>('/api/usermgmt/password/change/', body);
  return data;
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChange) => replaceSession(() => changePassword(body)) });
