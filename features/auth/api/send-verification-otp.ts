// POST /api/usermgmt/accounts/verification-otp/: texts a 6-digit verification code to the phone.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { detailSchema, type Detail, type OtpRequest } from '@/lib/contract/auth';

export async function sendVerificationOtp(body: OtpRequest, client: AxiosInstance = api): Promise<Detail> {
  const { data } = await client.post('/api/usermgmt/accounts/verification-otp/', body);
  return detailSchema.parse(data);
}

export const useSendVerificationOtp = () => useMutation({ mutationFn: (body: OtpRequest) => sendVerificationOtp(body) });
