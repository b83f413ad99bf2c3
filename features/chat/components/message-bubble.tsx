// One message: own messages on the right with a read tick, others on the left with the sender's name.
import clsx from 'clsx';
import type { ChatMessage } from '@/lib/contract/chat';
import { OUT_OF_HOURS_SENDER_ID } from '@/lib/contract/chat-constants';
import { formatTime } from '@/lib/dates';
import { MessageMedia } from './message-media';

export function MessageBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  const automatic = message.sender === OUT_OF_HOURS_SENDER_ID;
  const author = automatic ? 'Automatic reply' : message.sender_data?.first_name;
  return (
    <li className={clsx('flex', own ? 'justify-end' : 'justify-start')} data-own={own || undefined}>
      <div
        className={clsx(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm shadow-sm',
          own ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-white text-gray-900',
        )}
      >
        {!own && author && <p className="mb-0.5 text-xs font-semibold text-gray-600">{author}</p>}
        <MessageMedia message={message} />
        {message.content && <p className="whitespace-pre-wrap break-words">{message.content}</p>}
        <p
          className={clsx('mt-1 flex items-center justify-end gap-1 text-[11px]', own ? 'text-white' : 'text-gray-600')}
        >
          <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          {own && (
            <span aria-label={message.is_read ? 'Read' : 'Sent'} title={message.is_read ? 'Read' : 'Sent'}>
              {message.is_read ? '✓✓' : '✓'}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
