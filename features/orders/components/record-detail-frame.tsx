// The frame of a record's detail page: a link back to its list, the heading with what identifies the record, a few
// badges and actions, then its sections beside the notes panel on wide screens (below them on a phone).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';

interface RecordDetailFrameProps {
  back: { href: string; label: string };
  title: string;
  subtitle?: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  notes?: ReactNode;
}

export function RecordDetailFrame({ back, title, subtitle, badges, actions, children, notes }: RecordDetailFrameProps) {
  return (
    <article className="space-y-5 p-4 sm:p-6">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ChevronRightIcon className="size-4 rotate-180" aria-hidden="true" />
        {back.label}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-gray-900">{title}</h1>
          {subtitle && <div className="mt-1 text-sm text-gray-600">{subtitle}</div>}
          {badges && <div className="mt-2 flex flex-wrap gap-2">{badges}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">{children}</div>
        {notes && (
          <div className="min-w-0 self-start rounded-xl border border-gray-200 bg-white p-4 sm:p-5">{notes}</div>
        )}
      </div>
    </article>
  );
}

/** A small label beside the heading (payment state, done, flagged). */
const ACTION_LINK = {
  primary: 'rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700',
  secondary: 'rounded-md px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
};

/** A link among a record's actions (Edit, Notes page, Car order): the main one `primary`, the others outlined. */
export function RecordActionLink({
  href,
  primary,
  children,
}: {
  href: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={ACTION_LINK[primary ? 'primary' : 'secondary']}>
      {children}
    </Link>
  );
}

export function RecordBadge({
  children,
  tone = 'gray',
}: {
  children: ReactNode;
  tone?: 'gray' | 'green' | 'amber' | 'red';
}) {
  const tones = {
    gray: 'bg-gray-100 text-gray-800 ring-gray-200',
    green: 'bg-green-50 text-green-800 ring-green-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    red: 'bg-primary-50 text-primary-800 ring-primary-200',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The detail's loading state, while the browser fetches a record the server could not hand over. */
export function RecordDetailPending({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 p-4 sm:p-6">
      <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
      <div className="h-40 animate-pulse rounded-xl bg-gray-200/70" />
    </div>
  );
}
