// Server components' access checks (spec §6): the visitor's user from the `token` cookie, fetched from the API,
// or a redirect to the login page (with `next`), or the forbidden page that says why (decision 051).
import 'server-only';
import { cookies } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { getServerApi } from '@/lib/api/server';
import type { User } from '@/lib/contract/auth';
import { liveTokenClaims, loginHref } from '@/lib/session';
import { getUser } from '../api/get-user';
import { mayOpen, protectedPage } from '../utils/page-access';
import { errorStatus } from '@/lib/api/http-client';

/**
 * The signed-in user, or null without a live token or when the API does not accept it. Fetched once per request:
 * a page and its generateMetadata both check access.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const claims = liveTokenClaims((await cookies()).get(TOKEN_COOKIE)?.value);
  if (!claims) return null;
  try {
    return await getUser(claims.user_id, await getServerApi());
  } catch (error) {
    // A refused or unknown token is no session; anything else (the API down) is a real error for the error page.
    const status = errorStatus(error);
    if (status === 401 || status === 403 || status === 404) return null;
    throw error;
  }
});

export async function requireSessionUser(path: string): Promise<User> {
  const user = await getSessionUser();
  if (!user) redirect(loginHref(path));
  return user;
}

/**
 * The guard of every page a role may not open (features/auth/utils/page-access.ts names them and whom each is for):
 * a visitor without a session goes to the login page; a signed-in user whose role the page is not for gets the
 * explanation page (forbidden(), 403) in its place, at the same address: which page it is, whom it is for, who they
 * are signed in as, links back (decisions 051, 055). `path` is the page's own address (also the login's `next`).
 */
export async function requirePageAccess(path: string): Promise<User> {
  const user = await requireSessionUser(path);
  if (!protectedPage(path)) throw new Error(`${path} is not in PROTECTED_PAGES`);
  if (!mayOpen(path, user)) forbidden();
  return user;
}
