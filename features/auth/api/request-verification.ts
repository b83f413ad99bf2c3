// POST /api/usermgmt/accounts/verification/: e-mails a new verification link (the same answer for any address).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail, VerificationRequest } from '@/lib/contract/auth';

export async function requestVerification(body: VerificationRequest, client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/accounts/verification/', body);
  return data;
}

export const useRequestVerification = () =>
  useMutation({ mutationFn: (body: VerificationRequest) => requestVerification(body) });
