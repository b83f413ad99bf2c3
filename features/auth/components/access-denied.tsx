'use client';
// What a signed-in user sees on a page their role may not open (decisions 051, 055): which page it is, whom it is for
// (both from PROTECTED_PAGES), who they are signed in as, and a way back, instead of a bounce or a notice of its own.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { User } from '@/lib/contract/auth';
import { AUDIENCES, protectedPage, roleName } from '../utils/page-access';
import { linkClass } from './auth-card';

interface AccessDeniedProps {
  user: User | null;
  /** Where "back" goes: the signed-in user's dashboard by default. */
  backHref?: string;
  backLabel?: string;
}

export function AccessDenied({
  user,
  backHref = '/shipping-dashboard/summary-report',
  backLabel = 'Back to your dashboard',
}: AccessDeniedProps) {
  const pathname = usePathname() ?? '/';
  // The page's entry in the one table says what it is and whom it is for (the guard read the same entry).
  const page = protectedPage(pathname);
  const audience = AUDIENCES[page?.audience ?? 'staff'];
  const area = page?.name ?? null;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null;

  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-4 my-10 max-w-xl rounded-2xl sm:mx-auto bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8"
    >
      <h1 id="access-denied-title" className="text-xl font-bold text-gray-900">
        {area ? `${area} is not open to you` : 'This page is not open to you'}
      </h1>
      <p className="mt-3 text-gray-700">
        This page is for {audience.label} only.
        {user && name && (
          <>
            {' '}
            You are signed in as <strong>{name}</strong>, {roleName(user)}.
          </>
        )}
      </p>
      <p className="mt-2 text-sm text-gray-600">{audience.hint}</p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <Link href={backHref} className={linkClass}>
          {backLabel}
        </Link>
        <Link href="/" className={linkClass}>
          Home page
        </Link>
      </p>
    </section>
  );
}
