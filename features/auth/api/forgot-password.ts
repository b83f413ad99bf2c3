// POST /api/usermgmt/forgotPassword/: a reset link by e-mail or a code by SMS (never says whether the account exists).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail, ForgotPassword } from '@/lib/contract/auth';

export async function forgotPassword(body: ForgotPassword, client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/forgotPassword/', body);
  return data;
}

export const useForgotPassword = () => useMutation({ mutationFn: (body: ForgotPassword) => forgotPassword(body) });
