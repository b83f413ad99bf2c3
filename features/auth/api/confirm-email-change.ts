// POST /api/usermgmt/email-change/confirm/: the e-mailed link's single-use confirmation of a new address (no session
// needed: the link may be opened on another device).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { EmailChangeConfirm, EmailChanged } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

export async function confirmEmailChange(body: EmailChangeConfirm, client: ApiClient = api): Promise<EmailChanged> {
  const { data } = await client.post<EmailChanged>('/api/usermgmt/email-change/confirm/', body);
  return data;
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeConfirm) => confirmEmailChange(body),
    // A signed-in browser's user record and waiting change are out of date now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
