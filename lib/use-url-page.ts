'use client';
// A paged list whose page is in the URL (`?page=3`, none for page 1) and switches in place: the page shown is the
// URL's once the visitor has paged (Next keeps useSearchParams in step with pushState), else the server's.
import { usePathname, useSearchParams } from 'next/navigation';
import { withQuery } from '@/lib/query-string';

/**
 * `serverPage` is what the route rendered; `parse` reads the `page` value (a result of 0 or NaN falls back to
 * `serverPage`). Returns the page to show, the address of any page and what a click on a page does.
 */
export function useUrlPage(serverPage: number, parse: (raw: string) => number = Number) {
  const pathname = usePathname() ?? '/';
  const raw = useSearchParams().get('page');
  const page = (raw === null ? 0 : parse(raw)) || serverPage;
  const hrefFor = (target: number) => withQuery(pathname, { page: target === 1 ? '' : target });
  const select = (target: number) => window.history.pushState(null, '', hrefFor(target));
  return { page, pathname, hrefFor, select };
}
