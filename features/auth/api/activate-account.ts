// POST /api/usermgmt/accounts/activate/{uidb64}/{token}/: the e-mailed link's single-use activation.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { detailSchema, type Detail } from '@/lib/contract/auth';

export interface ActivationLink {
  uid: string;
  token: string;
}

export async function activateAccount({ uid, token }: ActivationLink, client: AxiosInstance = api): Promise<Detail> {
  const { data } = await client.post(
    `/api/usermgmt/accounts/activate/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
  );
  return detailSchema.parse(data);
}

export const useActivateAccount = () => useMutation({ mutationFn: (link: ActivationLink) => activateAccount(link) });
