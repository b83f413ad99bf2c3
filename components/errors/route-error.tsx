'use client';
// What an error boundary shows: "An error occurred", a retry and a way home; a stale chunk reloads instead.
import Link from 'next/link';
import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-reload';

interface RouteErrorProps {
  error: Error & { digest?: string };
  /** Next 16: fetches and renders the failed segment again. */
  retry: () => void;
}

export function RouteError({ error, retry }: RouteErrorProps) {
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-50 text-2xl font-bold text-primary ring-1 ring-primary-100">
        !
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">An error occurred</h1>
      <p className="mt-3 text-gray-600">Something went wrong while loading this page. Please try again.</p>
      {error.digest ? <p className="mt-2 text-xs text-gray-400">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-primary-700"
        >
          Try again
        </button>
        <Link
          href="/"
          className="rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50"
        >
          Go to home
        </Link>
      </div>
    </section>
  );
}
