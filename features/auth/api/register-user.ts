// POST /api/usermgmt/register/: creates a customer or Business Account; the API e-mails a verification link.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { userSchema, type RegisterRequest, type User } from '@/lib/contract/auth';

export async function registerUser(body: RegisterRequest, client: AxiosInstance = api): Promise<User> {
  const { data } = await client.post('/api/usermgmt/register/', body);
  return userSchema.parse(data);
}

export const useRegisterUser = () => useMutation({ mutationFn: (body: RegisterRequest) => registerUser(body) });
