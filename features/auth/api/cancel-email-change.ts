// DELETE /api/usermgmt/email-change/: forget the waiting address; the link already sent stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { EmailChange } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

export async function cancelEmailChange(client: ApiClient = api): Promise<EmailChange> {
  const { data } = await client.delete<EmailChange>('/api/usermgmt/email-change/');
  return data;
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEmailChange(),
    onSuccess: (state) => queryClient.setQueryData(authKeys.emailChange(), state),
  });
}
