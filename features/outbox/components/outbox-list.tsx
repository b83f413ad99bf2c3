'use client';
// Staff's outbox: messages by delivery state (parked ones first), their tries and last error, and a retry button.
import Link from 'next/link';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { OUTBOX_PAGE_SIZE, type StaffOutboxMessage } from '@/lib/contract/outbox';
import { pageCount } from '@/lib/pagination-range';
import { withQuery } from '@/lib/query-string';
import { useOutbox } from '../api/get-outbox';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';

const FILTERS = [
  { status: 'failed', label: 'Parked' },
  { status: 'pending', label: 'Waiting to retry' },
  { status: '', label: 'All' },
] as const;

const hrefFor = (status: string, page = 1) =>
  withQuery('/dashboard/outbox', { status: status || 'all', page: page === 1 ? '' : page });
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function MessageRow({ message }: { message: StaffOutboxMessage }) {
  const retry = useRetryOutboxMessage();
  const failed = retry.isError ? formErrorMessages(parseApiError(retry.error))[0] : null;
  return (
    <tr className="border-t border-gray-200 align-top">
      <td className="px-3 py-2 text-gray-700">{message.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
      <td className="px-3 py-2 break-all text-gray-900">{message.to}</td>
      <td className="px-3 py-2 text-gray-700">{message.subject || '—'}</td>
      <td className="px-3 py-2 text-gray-700">{message.status}</td>
      <td className="px-3 py-2 text-gray-700">{message.attempts}</td>
      <td className="px-3 py-2 text-gray-700">{message.error ?? '—'}</td>
      <td className="px-3 py-2 text-gray-700">
        {message.status === 'sent' ? when(message.sent_at) : when(message.next_attempt_at)}
      </td>
      <td className="px-3 py-2">
        {message.status === 'failed' && (
          <button
            type="button"
            disabled={retry.isPending}
            onClick={() => retry.mutate(message.id)}
            aria-label={`Retry the message to ${message.to}`}
            className="rounded-lg px-3 py-1 text-sm font-semibold text-primary-700 ring-1 ring-gray-300 hover:bg-primary-50 disabled:opacity-60"
          >
            Retry
          </button>
        )}
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {failed}
          </p>
        )}
      </td>
    </tr>
  );
}

export function OutboxList({ status, page }: { status: string; page: number }) {
  const outbox = useOutbox(status, page);
  const filters = (
    <nav aria-label="Message state" className="mb-4 flex gap-2">
      {FILTERS.map((filter) => (
        <Link
          key={filter.label}
          href={hrefFor(filter.status)}
          aria-current={filter.status === status ? 'page' : undefined}
          className="rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-gray-300 aria-[current=page]:bg-primary-700 aria-[current=page]:text-white"
        >
          {filter.label}
        </Link>
      ))}
    </nav>
  );

  if (outbox.isPending)
    return (
      <>
        {filters}
        <p role="status" className="text-gray-600">
          Loading messages…
        </p>
      </>
    );
  if (outbox.isError) {
    return (
      <>
        {filters}
        <p
          role="alert"
          className="rounded-xl border border-dashed border-gray-300 p-8 text-center font-semibold text-gray-900"
        >
          {parseApiError(outbox.error).status === 404 ? 'This page is empty.' : 'The outbox could not be loaded.'}
        </p>
      </>
    );
  }
  const { count, results } = outbox.data;
  const pages = pageCount(count, OUTBOX_PAGE_SIZE);
  return (
    <>
      {filters}
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center font-semibold text-gray-900">
          {status === 'failed'
            ? 'No parked messages: everything was delivered or is still being tried.'
            : 'No messages.'}
        </p>
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-gray-700">
            {count} {count === 1 ? 'message' : 'messages'}
          </p>
          <div className="overflow-x-auto rounded-xl ring-1 ring-gray-200">
            <table className="min-w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-900">
                <tr>
                  {['Channel', 'To', 'Subject', 'State', 'Tries', 'Last error', 'Sent / next try', ''].map((head) => (
                    <th key={head} scope="col" className="px-3 py-2 font-semibold">
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {results.map((message) => (
                  <MessageRow key={message.id} message={message} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
              {page > 1 && (
                <Link href={hrefFor(status, page - 1)} className="font-semibold text-primary-700">
                  Previous
                </Link>
              )}
              <span className="text-gray-700">
                Page {page} of {pages}
              </span>
              {page < pages && (
                <Link href={hrefFor(status, page + 1)} className="font-semibold text-primary-700">
                  Next
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </>
  );
}
