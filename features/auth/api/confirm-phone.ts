// POST /api/usermgmt/phone/send-otp/ and phone/verify/: the signed-in user confirms a new or never confirmed number
// with the code texted to it; once confirmed it is also a login.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Detail, PhoneConfirm } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

export async function sendPhoneCode(client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/phone/send-otp/');
  return data;
}

export async function confirmPhone(body: PhoneConfirm, client: ApiClient = api): Promise<Detail> {
  const { data } = await client.post<Detail>('/api/usermgmt/phone/verify/', body);
  return data;
}

export const useSendPhoneCode = () => useMutation({ mutationFn: () => sendPhoneCode() });

export function useConfirmPhone(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneConfirm) => confirmPhone(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.user(userId) }),
  });
}
