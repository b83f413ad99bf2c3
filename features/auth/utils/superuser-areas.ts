// Where a signed-in user who is not a superuser lands after opening a superuser-only page (spec §6), and the words
// that tell them why: the home page (spec §6: the superuser guard redirects to /), with the area named in the query
// so the notice can say which one it was.
import { isSuperuserPath } from '@/lib/session';

export const SUPERUSER_NOTICE_PARAM = 'superuser_only';
const LANDING = '/';

/** The superuser-only areas (lib/session.ts's list), keyed by a short name safe to put in a URL. */
const AREAS = {
  purchases: { prefix: '/dashboard/purchases', message: 'Purchases are for super users only.' },
  containers: { prefix: '/shipping-dashboard/containers', message: 'Containers are for super users only.' },
  towing: { prefix: '/shipping-dashboard/towing', message: 'Towings are for super users only.' },
  'balance-report': {
    prefix: '/shipping-dashboard/balance-report',
    message: 'The Balance Report is for super users only.',
  },
} as const;
export type SuperuserArea = keyof typeof AREAS;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** `/?superuser_only=purchases` for a page under Purchases; the bare home page for any other path. */
export function superuserDeniedHref(pathname: string): string {
  const path = pathname.split('?')[0] ?? '';
  if (!isSuperuserPath(path)) return LANDING;
  const area = (Object.keys(AREAS) as SuperuserArea[]).find((key) => under(path, AREAS[key].prefix));
  return area ? `${LANDING}?${SUPERUSER_NOTICE_PARAM}=${area}` : LANDING;
}

/** The sentence for an area named in the query; null for anything else (the query is never echoed). */
export function superuserNoticeMessage(area: string | null | undefined): string | null {
  return area && Object.hasOwn(AREAS, area) ? AREAS[area as SuperuserArea].message : null;
}
