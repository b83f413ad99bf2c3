// GET /api/usermgmt/notification-preferences/: which notification e-mails the signed-in account gets.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { NotificationPreferences } from '@/lib/contract/auth';
import { authKeys } from './auth-keys';

export async function getNotificationPreferences(client: ApiClient = api): Promise<NotificationPreferences> {
  const { data } = await client.get<NotificationPreferences>('/api/usermgmt/notification-preferences/');
  return data;
}

export const getNotificationPreferencesQueryOptions = (client?: ApiClient) =>
  queryOptions({ queryKey: authKeys.notificationPreferences(), queryFn: () => getNotificationPreferences(client) });

export const useNotificationPreferences = () => useQuery(getNotificationPreferencesQueryOptions());
