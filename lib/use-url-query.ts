'use client';
// A page's state (filters, sort, page) read from and written to the URL (spec §4: every change is in the query),
// so links share it and a reload or Back restores it. `pick` keeps the keys the page knows, trimmed and checked.
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { fromSearchParams, mergeQuery, withQuery, type QueryParams } from '@/lib/query-string';

/** `pick` must be stable (a module-level function): the parsed params are memoised on it. */
export function useUrlQuery<T extends Record<string, string>>(pick: (query: Record<string, string>) => T) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const params = useMemo(() => pick(fromSearchParams(searchParams)), [pick, searchParams]);

  const hrefWith = useCallback(
    (changes: QueryParams) => withQuery(pathname, pick(mergeQuery(params, changes))),
    [pick, params, pathname],
  );

  // A history entry without a server round trip: the results load in the browser (skeletons show meanwhile), and
  // Next keeps useSearchParams in step with pushState, so Back and Forward walk through earlier searches.
  const update = useCallback(
    (changes: QueryParams) => {
      window.history.pushState(null, '', hrefWith(changes));
      if ('page' in changes) window.scrollTo({ top: 0 });
    },
    [hrefWith],
  );

  const clear = useCallback(() => window.history.pushState(null, '', pathname), [pathname]);

  return { params, update, hrefWith, clear };
}
