// POST /api/usermgmt/accounts/verification-otp/: texts a 6-digit verification code to the phone.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail, OtpRequest } from '@/lib/contract/auth';

export async function sendVerificationOtp(body: OtpRequest, client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/accounts/verification-otp/', body);
  return data;
}

export const useSendVerificationOtp = () =>
  useMutation({ mutationFn: (body: OtpRequest) => sendVerificationOtp(body) });
