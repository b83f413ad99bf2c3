'use client';
// The signed-in user's bell (spec §1): the unread-messages count, its tooltip, a link to the inbox; mounting it
// fetches the count and opens the notification socket that keeps it live. Loaded lazily by notification-bell.tsx.
import Link from 'next/link';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationSocket } from '../hooks/use-notification-socket';
import { BellIcon } from '@/components/ui/icons';
import { bellLinkClass } from './bell-icon';

export const unreadTooltip = (count: number) => `You have ${count} unread messages`;

export function LiveNotificationBell({ uniqueId, userId }: { uniqueId: string; userId: number }) {
  // Spec §9: a failed count is only logged (by the query); the socket's notifications still move it.
  const count = useUnreadCount().data ?? 0;
  useNotificationSocket(uniqueId, userId);

  const tooltip = unreadTooltip(count);
  return (
    <Link href="/messages" title={tooltip} aria-label={tooltip} className={bellLinkClass}>
      <BellIcon className="size-5" />
      {count > 0 && (
        <span
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
