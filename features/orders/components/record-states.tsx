'use client';
// The states every records page shares: a load that failed (with a retry) and an empty list.
import Link from 'next/link';
import type { ReactNode } from 'react';

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <p className="font-semibold text-gray-900">We could not load {what}.</p>
      <p className="mt-1 text-sm text-gray-600">Check your connection and try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-md px-4 py-2 text-sm font-semibold text-primary-700 ring-1 ring-gray-300 hover:bg-primary-50"
      >
        Try again
      </button>
    </div>
  );
}

export function EmptyRecords({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      {children && <p className="mt-1 text-gray-600">{children}</p>}
      {action ?? (
        <Link href="/cars/" className="mt-4 inline-block font-semibold text-primary-700 hover:underline">
          Browse cars
        </Link>
      )}
    </div>
  );
}
