// /account (My account): the signed-in user's details, password and notification e-mails, prefetched on the server.
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getEmailChangeQueryOptions } from '@/features/auth/api/get-email-change';
import { getNotificationPreferencesQueryOptions } from '@/features/auth/api/get-notification-preferences';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { AccountSettings } from '@/features/auth/components/account/account-settings';
import { requireSessionUser } from '@/features/auth/server/session-user';
import { makeQueryClient } from '@/lib/api/query-client';
import { getServerApi } from '@/lib/api/server';

export const metadata: Metadata = { title: 'My account', robots: { index: false } };

export default async function AccountPage() {
  const user = await requireSessionUser('/account/');
  const queryClient = makeQueryClient();
  queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
  const serverApi = await getServerApi();
  await Promise.all([
    queryClient.prefetchQuery(getNotificationPreferencesQueryOptions(serverApi)),
    queryClient.prefetchQuery(getEmailChangeQueryOptions(serverApi)),
  ]);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="bg-gray-50">
        <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">My account</h1>
          <p className="mt-1 mb-8 text-sm text-gray-600">
            Signed in as {user.first_name} {user.last_name} ({user.email || user.phone}).
          </p>
          <AccountSettings userId={user.id} />
        </div>
      </div>
    </HydrationBoundary>
  );
}
