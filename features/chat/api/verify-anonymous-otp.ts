// POST /api/chats/anonymous/verify-otp/ ({email|phone, otp}): the visitor becomes (or joins) an account; tokens for it.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/http-client';
import type { OtpActivated } from '@/lib/contract/auth';
import type { AnonymousVerifyOtp } from '@/lib/contract/chat';

/** `client` carries the anonymous visitor's token (the visitor client). */
export async function verifyAnonymousOtp(body: AnonymousVerifyOtp, client: ApiClient): Promise<OtpActivated> {
  const { data } = await client.post<OtpActivated>('/api/chats/anonymous/verify-otp/', body);
  return data;
}

export const useVerifyAnonymousOtp = (client: ApiClient) =>
  useMutation({ mutationFn: (body: AnonymousVerifyOtp) => verifyAnonymousOtp(body, client) });
