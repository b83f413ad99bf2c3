// A "coming soon" panel for routes whose screen is not built yet, so every menu link lands somewhere useful.
import Link from 'next/link';
import { CarIcon } from './icons';

interface PagePlaceholderProps {
  title: string;
  description?: string;
}

export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-primary-50 text-primary ring-1 ring-primary-100">
        <CarIcon className="size-8" />
      </span>
      <p className="text-xs font-semibold tracking-widest text-primary uppercase">Coming soon</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base leading-relaxed text-gray-600">
        {description ?? 'We are putting the finishing touches on this page. Check back shortly.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          Back to home
        </Link>
        <Link
          href="/cars"
          className="rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          Browse cars
        </Link>
      </div>
    </section>
  );
}
