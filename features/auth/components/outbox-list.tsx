'use client';
// The development outbox: every e-mail and SMS the API wrote, newest first, refreshed every few seconds, with
// links clickable and one-time codes easy to read, so sign-up, verification and reset can be finished locally.
import { Fragment } from 'react';
import type { OutboxMessage } from '@/lib/contract/outbox';
import { formatUtc } from '@/lib/dates';
import { useOutbox } from '../api/get-outbox';

const LINK_OR_CODE = /(https?:\/\/[^\s<>"']+|\b\d{6}\b)/g;

/** The body as text with its URLs as links and 6-digit codes highlighted. */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="mt-2 text-sm break-words whitespace-pre-wrap text-gray-800">
      {body.split(LINK_OR_CODE).map((part, index) => {
        if (/^https?:\/\//.test(part)) {
          return (
            <a key={index} href={part} className="font-medium text-primary underline hover:text-primary-700">
              {part}
            </a>
          );
        }
        if (/^\d{6}$/.test(part)) {
          return (
            <strong
              key={index}
              data-testid="otp-code"
              className="rounded bg-yellow-100 px-1.5 font-mono text-base tracking-widest text-gray-900"
            >
              {part}
            </strong>
          );
        }
        return <Fragment key={index}>{part}</Fragment>;
      })}
    </p>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
        <span className="rounded-full bg-gray-100 px-2 py-0.5 font-semibold text-gray-700 uppercase">
          {message.channel}
        </span>
        <span>
          to <span className="font-medium text-gray-900">{message.to}</span>
        </span>
        <time dateTime={message.created_at}>{formatUtc(message.created_at)}</time>
        <span>{message.status}</span>
      </div>
      {message.subject && <h2 className="mt-2 font-semibold text-gray-900">{message.subject}</h2>}
      <MessageBody body={message.body} />
    </li>
  );
}

export function OutboxList() {
  const { data = [], isError } = useOutbox();
  const newestFirst = [...data].sort((a, b) => b.id - a.id);
  return (
    <div className="space-y-4">
      {isError && (
        <p role="alert" className="text-sm text-primary-700">
          The outbox could not be loaded; trying again shortly.
        </p>
      )}
      {newestFirst.length === 0 ? (
        <p className="text-gray-600">Nothing has been sent yet.</p>
      ) : (
        <ol aria-label="Outbox" className="space-y-3">
          {newestFirst.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
