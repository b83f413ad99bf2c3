'use client';
// The navbar's bell (spec §1), for logged-in users only. The live bell (its query, socket layer, frame schemas)
// loads lazily, so it is not in the first-load JS of pages visitors open; until then the bare bell links the inbox.
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { selectVisibleUser, useAuthStore } from '@/stores/use-auth-store';
import { BellIcon } from '@/components/ui/icons';
import { bellLinkClass } from './bell-icon';

const LiveNotificationBell = lazy(() =>
  import('./live-notification-bell').then((module) => ({ default: module.LiveNotificationBell })),
);

export function NotificationBell() {
  const user = useAuthStore(selectVisibleUser);
  if (!user) return null;
  const placeholder = (
    <Link href="/messages" aria-label="Messages" title="Messages" className={bellLinkClass}>
      <BellIcon className="size-5" />
    </Link>
  );
  return (
    <Suspense fallback={placeholder}>
      <LiveNotificationBell uniqueId={user.unique_id} userId={user.id} />
    </Suspense>
  );
}
