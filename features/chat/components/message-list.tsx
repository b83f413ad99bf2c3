// The conversation's messages, oldest first, with the day as an item before each day's messages; older pages load on scroll up without
// moving what the reader is looking at, and new messages scroll into view when the reader is at the bottom.
'use client';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ChatMessage } from '@/lib/contract/chat';
import { businessDay, formatDate } from '@/lib/dates';
import { MessageBubble } from './message-bubble';
import { useOnVisible } from './use-on-visible';

interface MessageListProps {
  messages: ChatMessage[];
  viewerId: number | null;
  status: 'pending' | 'error' | 'success';
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

const NEAR_BOTTOM_PX = 120;

export function MessageList({ messages, viewerId, status, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: null as number | null, last: null as number | null, height: 0, top: 0 });
  const sentinel = useOnVisible<HTMLDivElement>(
    () => {
      if (!loadingOlder) onLoadOlder();
    },
    hasOlder && status === 'success',
  );

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const before = previous.current;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1)?.id ?? null;
    if (before.first !== null && first !== before.first && last === before.last) {
      // Older messages went in above: keep the same message under the reader's eyes.
      node.scrollTop = before.top + (node.scrollHeight - before.height);
    } else if (last !== before.last) {
      const wasNearBottom = before.height - before.top - node.clientHeight < NEAR_BOTTOM_PX;
      if (before.last === null || wasNearBottom || messages.at(-1)?.sender === viewerId)
        node.scrollTop = node.scrollHeight;
    }
    previous.current = { first, last, height: node.scrollHeight, top: node.scrollTop };
  }, [messages, viewerId]);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        previous.current.top = event.currentTarget.scrollTop;
        previous.current.height = event.currentTarget.scrollHeight;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-gray-50 px-3 py-4"
    >
      {hasOlder && (
        <div ref={sentinel} className="flex justify-center pb-3">
          {loadingOlder ? (
            <Spinner label="Loading older messages" />
          ) : (
            <button type="button" onClick={onLoadOlder} className="text-sm font-semibold text-primary hover:underline">
              Load older messages
            </button>
          )}
        </div>
      )}
      {status === 'pending' && <Spinner label="Loading messages" />}
      {status === 'error' && (
        <p role="alert" className="text-center text-sm text-primary-700">
          The messages could not be loaded. Please try again.
        </p>
      )}
      {status === 'success' && messages.length === 0 && (
        <p className="text-center text-sm text-gray-600">No messages yet. Say hello!</p>
      )}
      <ol aria-label="Messages" className="flex flex-col gap-2">
        {messages.map((message, index) => {
          const day = businessDay(message.created_at);
          const newDay = index === 0 || businessDay(messages[index - 1]!.created_at) !== day;
          return (
            <Fragment key={message.id}>
              {newDay && (
                // A list item of its own (a list holds only items): the day, read before that day's messages.
                <li className="my-2 text-center text-xs font-semibold text-gray-600">
                  <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
                </li>
              )}
              <MessageBubble message={message} own={viewerId !== null && message.sender === viewerId} />
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
