// GET /api/usermgmt/user/{id}/: one user record (a user reads themself; staff may read anyone).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { User } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

/** `accessToken` overrides the cookie's, for the moment right after login when the cookie may be refused. */
export async function getUser(id: number, client: ApiClient = api, accessToken?: string): Promise<User> {
  const { data } = await client.get<User>(`/api/usermgmt/user/${id}/`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
  });
  return data;
}

export const getUserQueryOptions = (id: number, client?: ApiClient) =>
  queryOptions({ queryKey: authKeys.user(id), queryFn: () => getUser(id, client) });

export const useUser = (id: number) => useQuery(getUserQueryOptions(id));
