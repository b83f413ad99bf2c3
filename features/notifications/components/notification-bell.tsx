'use client';
// The navbar's bell for logged-in users (spec §1): the unread-messages count, its tooltip, a link to the inbox;
// mounting it opens the notification socket that keeps the count live.
import Link from 'next/link';
import { selectVisibleUser, useAuthStore } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { useNotificationSocket } from '../hooks/use-notification-socket';

export const unreadTooltip = (count: number) => `You have ${count} unread messages`;

export function NotificationBell() {
  const user = useAuthStore(selectVisibleUser);
  const count = useChatStore((state) => state.unreadCount);
  useNotificationSocket(user?.unique_id ?? null);
  if (!user) return null;

  const tooltip = unreadTooltip(count);
  return (
    <Link
      href="/messages"
      title={tooltip}
      aria-label={tooltip}
      className="relative flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
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

function BellIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
