// POST /api/usermgmt/accounts/activate-otp/: checks the texted code; success answers a token pair (logged in).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { OtpActivate, OtpActivated } from '@/lib/contract/auth';

export async function activateOtp(body: OtpActivate, client: ApiClient = api): Promise<OtpActivated> {
  const { data } = await client.post<OtpActivated>('/api/usermgmt/accounts/activate-otp/', body);
  return data;
}

export const useActivateOtp = () => useMutation({ mutationFn: (body: OtpActivate) => activateOtp(body) });
