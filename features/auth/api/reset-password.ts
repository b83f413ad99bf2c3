// POST /api/usermgmt/resetPassword/: sets a new password with the phone and the texted code.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { detailSchema, type Detail, type ResetPasswordWithOtp } from '@/lib/contract/auth';

export async function resetPassword(body: ResetPasswordWithOtp, client: AxiosInstance = api): Promise<Detail> {
  const { data } = await client.post('/api/usermgmt/resetPassword/', body);
  return detailSchema.parse(data);
}

export const useResetPassword = () => useMutation({ mutationFn: (body: ResetPasswordWithOtp) => resetPassword(body) });
