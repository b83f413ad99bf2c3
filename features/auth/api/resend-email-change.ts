// POST /api/usermgmt/email-change/resend/: a new confirmation link to the waiting address (the earlier one stops working).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail } from '@/lib/contract/auth';

export async function resendEmailChange(client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/email-change/resend/');
  return data;
}

export const useResendEmailChange = () => useMutation({ mutationFn: () => resendEmailChange() });
