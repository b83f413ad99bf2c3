// POST /api/usermgmt/register/: creates a customer or Business Account; the API e-mails a verification link.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { RegisterRequest, User } from '@/lib/contract/auth';

export async function registerUser(body: RegisterRequest, client: ApiClient = api): Promise<User> {
  const { data } = await client.post<User>('/api/usermgmt/register/', body);
  return data;
}

export const useRegisterUser = () => useMutation({ mutationFn: (body: RegisterRequest) => registerUser(body) });
