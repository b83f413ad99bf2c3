// One row of the inbox: picture, name as the viewer sees it, latest message, time, unread badge, and for staff
// the car a car chat is about, whether the customer is a visitor, the assignee, and the done, follow-up and label
// chips (labels are the team's own bookkeeping).
import clsx from 'clsx';
import Link from 'next/link';
import type { Chat } from '@/lib/contract/chat';
import { ChatAvatar } from './chat-avatar';
import { ChatCarLine } from './chat-car';
import { ChatChips } from './chat-chips';
import { chatPicture, formatListTime, messagePreview } from './chat-format';

interface ChatListItemProps {
  chat: Chat;
  active: boolean;
  viewerIsStaff: boolean;
}

export function ChatListItem({ chat, active, viewerIsStaff }: ChatListItemProps) {
  const unread = chat.unread_messages_count;
  const activity = chat.latest_message?.created_at ?? chat.created_at;
  return (
    <li>
      <Link
        href={`/messages/${chat.id}/`}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'flex gap-3 border-b border-gray-100 px-3 py-3 hover:bg-gray-50',
          active && 'bg-primary-50 hover:bg-primary-50',
        )}
      >
        <ChatAvatar name={chat.display_name} src={chatPicture(chat, viewerIsStaff)} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={clsx('truncate text-sm text-gray-900', unread > 0 ? 'font-bold' : 'font-semibold')}>
              {chat.display_name}
              {viewerIsStaff && chat.is_visitor && (
                <span className="ml-1.5 rounded bg-sky-100 px-1.5 py-0.5 align-middle text-[11px] font-semibold text-sky-800">
                  Visitor
                </span>
              )}
            </span>
            <time dateTime={activity} className="shrink-0 text-xs text-gray-600">
              {formatListTime(activity)}
            </time>
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm text-gray-600">{messagePreview(chat)}</span>
            {unread > 0 && (
              <span
                className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white"
                aria-label={`${unread} unread`}
              >
                {unread}
              </span>
            )}
          </span>
          {viewerIsStaff && chat.car && <ChatCarLine car={chat.car} />}
          {viewerIsStaff && (
            <span className="text-xs text-gray-600">
              {chat.employee
                ? `Assigned to ${chat.employee.first_name} ${chat.employee.last_name}`.trim()
                : 'Unassigned'}
            </span>
          )}
          {viewerIsStaff && <ChatChips chat={chat} />}
        </span>
      </Link>
    </li>
  );
}
