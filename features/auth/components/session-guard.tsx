'use client';
// The signed-in layouts' guard (spec §6): without a user after the session is restored, off to the login page
// with `next`. Roles are the pages' business: a superuser page tells anyone else why it is closed to them
// (requireSuperuser, decision 051) rather than sending them away. The proxy and each page check too.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { loginHref } from '@/lib/session';
import { useAuthStore } from '@/stores/use-auth-store';

export function SessionGuard() {
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const status = useAuthStore((state) => state.status);

  useEffect(() => {
    if (status === 'anonymous') router.replace(loginHref(pathname));
  }, [status, pathname, router]);

  return null;
}
