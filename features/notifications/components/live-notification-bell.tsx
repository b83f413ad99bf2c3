'use client';
// The signed-in user's bell (spec §1): the unread-messages count, its tooltip, a link to the inbox; mounting it
// opens the notification socket that keeps the count live. Loaded lazily by notification-bell.tsx.
import Link from 'next/link';
import { useChatStore } from '@/stores/use-chat-store';
import { useNotificationSocket } from '../hooks/use-notification-socket';
import { BellIcon, bellLinkClass } from './bell-icon';

export const unreadTooltip = (count: number) => `You have ${count} unread messages`;

export function LiveNotificationBell({ uniqueId }: { uniqueId: string }) {
  const count = useChatStore((state) => state.unreadCount);
  useNotificationSocket(uniqueId);

  const tooltip = unreadTooltip(count);
  return (
    <Link
      href="/messages"
      title={tooltip}
      aria-label={tooltip}
      className={bellLinkClass}
    >
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
