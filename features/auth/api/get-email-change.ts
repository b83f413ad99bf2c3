// GET /api/usermgmt/email-change/: the new e-mail address waiting for its confirmation link, if any (decision 055).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { EmailChange } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

export async function getEmailChange(client: ApiClient = api): Promise<EmailChange> {
  const { data } = await client.get<EmailChange>('/api/usermgmt/email-change/');
  return data;
}

export const getEmailChangeQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: authKeys.emailChange(), queryFn: () => getEmailChange(client) });

export const useEmailChange = () => useQuery(getEmailChangeQueryOptions());
