// PUT /api/usermgmt/user/{id}/: the signed-in user changes their name or phone, or asks for a new e-mail (with the
// current password; it waits for its link); the answer becomes the cached record and the session's user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { User, UserUpdate } from '@/lib/contract/auth';
import { useAuthStore } from '@/stores/use-auth-store';
import { authKeys } from './auth-keys';

export async function updateUser(id: number, body: UserUpdate, client: ApiClient = api): Promise<User> {
  const { data } = await client.put<User>(`/api/usermgmt/user/${id}/`, body);
  return data;
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdate) => updateUser(id, body),
    onSuccess: (user, body) => {
      queryClient.setQueryData(authKeys.user(id), user);
      useAuthStore.getState().setUser(user);
      // A new e-mail address now waits for its link (decision 055).
      if (body.email !== undefined) void queryClient.invalidateQueries({ queryKey: authKeys.emailChange() });
    },
  });
}
