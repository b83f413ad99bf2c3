'use client';
// The catalogue's filters read from and written to the URL (spec §4: every change is in the query), so a reload,
// a shared link or Back restores each select.
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { fromSearchParams, mergeQuery, withQuery, type QueryParams } from '@/lib/query-string';
import { pickPartFilters } from '../utils/part-filters';

export function usePartFilters() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const filters = useMemo(() => pickPartFilters(fromSearchParams(searchParams)), [searchParams]);

  const hrefWith = useCallback(
    (changes: QueryParams) => withQuery(pathname, pickPartFilters(mergeQuery(filters, changes))),
    [filters, pathname],
  );

  // A history entry without a server round trip (Next keeps useSearchParams in step with pushState); the lists
  // load in the browser from React Query's cache or the API.
  const update = useCallback(
    (changes: QueryParams) => {
      window.history.pushState(null, '', hrefWith(changes));
      if ('page' in changes) window.scrollTo({ top: 0 });
    },
    [hrefWith],
  );

  const clear = useCallback(() => window.history.pushState(null, '', pathname), [pathname]);

  return { filters, update, hrefWith, clear };
}
