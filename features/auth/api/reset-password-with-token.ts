// POST /api/usermgmt/resetPassword/{token}/: sets a new password with the token from the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { detailSchema, type Detail, type ResetPasswordWithToken } from '@/lib/contract/auth';

export async function resetPasswordWithToken(
  token: string,
  body: ResetPasswordWithToken,
  client: AxiosInstance = api,
): Promise<Detail> {
  const { data } = await client.post(`/api/usermgmt/resetPassword/${encodeURIComponent(token)}/`, body);
  return detailSchema.parse(data);
}

export const useResetPasswordWithToken = (token: string) =>
  useMutation({ mutationFn: (body: ResetPasswordWithToken) => resetPasswordWithToken(token, body) });
