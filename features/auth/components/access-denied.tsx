'use client';
// What a signed-in user sees on a page their role may not open (decision 051): which page it is, who it is for, who
// they are signed in as, and a way back, instead of being sent to the home page without a word.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { User } from '@/lib/contract/auth';
import { roleName, superuserAreaName } from '../utils/superuser-areas';
import { linkClass } from './auth-card';

interface AccessDeniedProps {
  user: User | null;
  /** Who the page is for, e.g. "super users" or "our staff". */
  audience?: string;
  /** Where "back" goes: the signed-in user's dashboard by default. */
  backHref?: string;
  backLabel?: string;
}

export function AccessDenied({
  user,
  audience = 'super users',
  backHref = '/shipping-dashboard/summary-report',
  backLabel = 'Back to your dashboard',
}: AccessDeniedProps) {
  const pathname = usePathname() ?? '/';
  const area = superuserAreaName(pathname);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : null;

  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto my-10 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8"
    >
      <h1 id="access-denied-title" className="text-xl font-bold text-gray-900">
        {area ? `${area} is not open to you` : 'This page is not open to you'}
      </h1>
      <p className="mt-3 text-gray-700">
        This page is for {audience} only.
        {user && name && (
          <>
            {' '}
            You are signed in as <strong>{name}</strong>, {roleName(user)}.
          </>
        )}
      </p>
      <p className="mt-2 text-sm text-gray-600">If you need it for your work, ask an administrator for access.</p>
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
