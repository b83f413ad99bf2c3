'use client';
// A listing's state (filters, sort, page) read from and written to the URL, so links share it and Back restores it.
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { fromSearchParams, mergeQuery, withQuery, type QueryParams } from '@/lib/query-string';
import { pickListingParams } from '../utils/listing-kinds';

export function useListingQuery() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const params = useMemo(() => pickListingParams(fromSearchParams(searchParams)), [searchParams]);

  const hrefWith = useCallback(
    (changes: QueryParams) => withQuery(pathname, pickListingParams(mergeQuery(params, changes))),
    [params, pathname],
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
