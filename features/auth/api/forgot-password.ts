// POST /api/usermgmt/forgotPassword/: a reset link by e-mail or a code by SMS (never says whether the account exists).
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { detailSchema, type Detail, type ForgotPassword } from '@/lib/contract/auth';

export async function forgotPassword(body: ForgotPassword, client: AxiosInstance = api): Promise<Detail> {
  const { data } = await client.post('/api/usermgmt/forgotPassword/', body);
  return detailSchema.parse(data);
}

export const useForgotPassword = () => useMutation({ mutationFn: (body: ForgotPassword) => forgotPassword(body) });
