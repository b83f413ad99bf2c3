// GET /api/usermgmt/user/{id}/: one user record (a user reads themself; staff may read anyone).
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { userSchema, type User } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

/** `accessToken` overrides the cookie's, for the moment right after login when the cookie may be refused. */
export async function getUser(id: number, client: AxiosInstance = api, accessToken?: string): Promise<User> {
  const { data } = await client.get(`/api/usermgmt/user/${id}/`, {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
  });
  return userSchema.parse(data);
}

export const getUserQueryOptions = (id: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: authKeys.user(id), queryFn: () => getUser(id, client) });
