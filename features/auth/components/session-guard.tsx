'use client';
// The signed-in layouts' guard (spec §6): without a user after the session is restored, off to the login page
// with `next`; on a superuser page, to the home page (spec §6) where a notice says why, unless superuser. The proxy
// and each page check too.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { isSuperuserPath, loginHref } from '@/lib/session';
import { useAuthStore } from '@/stores/use-auth-store';
import { superuserDeniedHref } from '../utils/superuser-areas';

export function SessionGuard() {
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const status = useAuthStore((state) => state.status);
  const isSuperuser = useAuthStore((state) => Boolean(state.user?.is_superuser));

  useEffect(() => {
    if (status === 'anonymous') router.replace(loginHref(pathname));
    else if (status === 'authenticated' && isSuperuserPath(pathname) && !isSuperuser) {
      router.replace(superuserDeniedHref(pathname));
    }
  }, [status, isSuperuser, pathname, router]);

  return null;
}
