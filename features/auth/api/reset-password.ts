// POST /api/usermgmt/resetPassword/: sets a new password with the phone and the texted code.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail, ResetPasswordWithOtp } from '@/lib/contract/auth';

export async function resetPassword(body: ResetPasswordWithOtp, client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/resetPassword/', body);
  return data;
}

export const useResetPassword = () => useMutation({ mutationFn: (body: ResetPasswordWithOtp) => resetPassword(body) });
