// POST /api/usermgmt/accounts/activate/{uidb64}/{token}/: the e-mailed link's single-use activation.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail } from '@/lib/contract/auth';

export interface ActivationLink {
  uid: string;
  token: string;
}

export async function activateAccount({ uid, token }: ActivationLink, client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>(
    `/api/usermgmt/accounts/activate/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
  );
  return data;
}

export const useActivateAccount = () => useMutation({ mutationFn: (link: ActivationLink) => activateAccount(link) });
