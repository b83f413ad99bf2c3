// POST /api/usermgmt/accounts/activate-otp/: checks the texted code; success answers a token pair (logged in).
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { otpActivatedSchema, type OtpActivate, type OtpActivated } from '@/lib/contract/auth';

export async function activateOtp(body: OtpActivate, client: AxiosInstance = api): Promise<OtpActivated> {
  const { data } = await client.post('/api/usermgmt/accounts/activate-otp/', body);
  return otpActivatedSchema.parse(data);
}

export const useActivateOtp = () => useMutation({ mutationFn: (body: OtpActivate) => activateOtp(body) });
