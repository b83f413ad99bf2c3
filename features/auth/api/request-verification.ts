// POST /api/usermgmt/accounts/verification/: e-mails a new verification link (the same answer for any address).
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { detailSchema, type Detail, type VerificationRequest } from '@/lib/contract/auth';

export async function requestVerification(body: VerificationRequest, client: AxiosInstance = api): Promise<Detail> {
  const { data } = await client.post('/api/usermgmt/accounts/verification/', body);
  return detailSchema.parse(data);
}

export const useRequestVerification = () =>
  useMutation({ mutationFn: (body: VerificationRequest) => requestVerification(body) });
