// PUT /api/usermgmt/notification-preferences/: choose which notification e-mails the account gets.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { NotificationPreferences } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

export async function updateNotificationPreferences(
  body: NotificationPreferences,
  client: ApiClient = api,
): Promise<NotificationPreferences> {
  const { data } = await client.put<NotificationPreferences>('/api/usermgmt/notification-preferences/', body);
  return data;
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => updateNotificationPreferences(body),
    onSuccess: (saved) => queryClient.setQueryData(authKeys.notificationPreferences(), saved),
  });
}
