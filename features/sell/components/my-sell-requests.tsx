'use client';
// The signed-in user's previous sell requests with their status, newest first, a page at a time.
import clsx from 'clsx';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { SellRequest, SellRequestStatus } from '@/lib/contract/sell-requests';
import { formatDate } from '@/lib/dates';
import { formatUsd } from '@/lib/price';
import { SELL_REQUESTS_PAGE_SIZE, useMySellRequests } from '../api/get-my-sell-requests';

const STATUS: Record<SellRequestStatus, { label: string; className: string }> = {
  new: { label: 'Received', className: 'bg-blue-50 text-blue-800 ring-blue-200' },
  contacted: { label: 'We contacted you', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  closed: { label: 'Closed', className: 'bg-gray-100 text-gray-700 ring-gray-300' },
};

export function MySellRequests() {
  const [page, setPage] = useState(1);
  const requests = useMySellRequests(page);

  if (requests.isPending) return <Spinner label="Loading your requests" />;
  if (requests.isError)
    return (
      <p role="alert" className="text-sm text-primary-700">
        Your previous requests could not be loaded.
      </p>
    );
  if (requests.data.count === 0)
    return <p className="text-sm text-gray-600">You have not asked us to sell a car yet.</p>;

  const pages = Math.ceil(requests.data.count / SELL_REQUESTS_PAGE_SIZE);
  return (
    <div className="space-y-3">
      <ul
        className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
        aria-label="Your sell requests"
      >
        {requests.data.results.map((request) => (
          <SellRequestRow key={request.id} request={request} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages of requests" className="flex items-center gap-3 text-sm">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded px-3 py-1 ring-1 ring-gray-300 disabled:opacity-40"
          >
            Newer
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="rounded px-3 py-1 ring-1 ring-gray-300 disabled:opacity-40"
          >
            Older
          </button>
        </nav>
      )}
    </div>
  );
}

function SellRequestRow({ request }: { request: SellRequest }) {
  const status = STATUS[request.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-4">
      <div>
        <p className="font-semibold text-gray-900">
          {request.year} {request.make} {request.model} {request.trim}
        </p>
        <p className="text-sm text-gray-600">
          <span className="font-mono">{request.reference}</span> · {formatDate(request.created_at)} · {request.location}
          {request.asking_price !== null && ` · asking ${formatUsd(request.asking_price)}`}
        </p>
      </div>
      <span className={clsx('rounded-full px-3 py-1 text-xs font-semibold ring-1', status.className)}>
        {status.label}
      </span>
    </li>
  );
}
