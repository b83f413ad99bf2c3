// POST /api/usermgmt/resetPassword/{token}/: sets a new password with the token from the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail, ResetPasswordWithToken } from '@/lib/contract/auth';

export async function resetPasswordWithToken(
  token: string,
  body: ResetPasswordWithToken,
  client: ApiClient = api,
): Promise<Detail> {
  const { data } = await client.post<Detail>(`/api/usermgmt/resetPassword/${encodeURIComponent(token)}/`, body);
  return data;
}

export const useResetPasswordWithToken = (token: string) =>
  useMutation({ mutationFn: (body: ResetPasswordWithToken) => resetPasswordWithToken(token, body) });
