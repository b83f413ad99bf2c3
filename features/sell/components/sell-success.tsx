'use client';
// Shown once a sell request is saved: its reference number and what happens next.
import { useEffect, useRef } from 'react';
import type { SellRequest } from '@/lib/contract/sell-requests';
import { formatPhone } from '@/lib/phone';

export function SellSuccess({ request, onAnother }: { request: SellRequest; onAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // The button may be far below on a phone; bring the confirmation into view. jsdom has no scrollIntoView.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    ref.current?.focus();
  }, []);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-green-200 bg-green-50 p-6 text-green-950 outline-none"
    >
      <p className="text-lg font-semibold">Thank you, we have your request.</p>
      <p className="mt-2">
        Your reference number is <strong className="font-mono text-xl">{request.reference}</strong>.
      </p>
      <p className="mt-2 text-sm">
        Our team will call you on {formatPhone(request.phone)} within one working day with an offer for your{' '}
        {request.year} {request.make} {request.model}
        {request.photos.length > 0
          ? ` (${request.photos.length} ${request.photos.length === 1 ? 'photo' : 'photos'} received)`
          : ''}
        . Quote the reference number when you call us.
      </p>
      <button
        type="button"
        onClick={onAnother}
        className="mt-4 rounded-md px-4 py-2 text-sm font-semibold ring-1 ring-green-300 hover:bg-green-100"
      >
        Sell another car
      </button>
    </div>
  );
}
