'use client';
// Last-resort boundary when the root layout itself fails: its own document, since the layout is gone.
import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-reload';
import '@/styles/globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
        <title>An error occurred</title>
        <main
          role="alert"
          className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200"
        >
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">
            An error occurred while showing the error page
          </h1>
          <pre className="mt-5 overflow-x-auto rounded-lg bg-gray-100 p-4 text-left text-xs whitespace-pre-wrap text-gray-700">
            {error.message || 'Unknown error'}
            {error.digest ? `\nDigest: ${error.digest}` : ''}
          </pre>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: the app shell itself failed */}
          <a
            href="/"
            className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700"
          >
            Go back to home
          </a>
        </main>
      </body>
    </html>
  );
}
