'use client';
// A staff list's state lives in the URL (shareable; Back and Forward walk through it), read as an external store,
// and in the browser's saved filters: restored into the URL when the page opens without filters (spec §4).
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { OrderKind } from '@/lib/contract/orders';
import { toQueryString, withQuery } from '@/lib/query-string';
import { hasFilters, initialListState, listDefaults, readListState, type ListState } from './list-filters';
import { clearSavedFilters, loadSavedFilters, saveFilters } from './saved-filters';

// history.pushState fires no event of its own: the list announces its own URL changes.
const URL_CHANGED = 'orders-list-url';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGED, onChange);
  };
}

const currentSearch = () => window.location.search.replace(/^\?/, '');

function navigate(href: string, replace = false): void {
  if (replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(URL_CHANGED));
}

/** `urlState` is `readListState` of the URL the page was rendered for (the server read it the same way). */
export function useListState(kind: OrderKind, urlState: ListState) {
  const pathname = usePathname() ?? '/';
  const serverSearch = toQueryString(urlState);
  const search = useSyncExternalStore(subscribe, currentSearch, () => serverSearch);
  const state = useMemo(
    () => initialListState(kind, readListState(kind, Object.fromEntries(new URLSearchParams(search)))),
    [kind, search],
  );

  // Opened without filters in the URL: the browser's saved ones, if any, go into the URL (once, on arrival).
  useEffect(() => {
    if (hasFilters(kind, urlState)) {
      saveFilters(kind, urlState);
      return;
    }
    const saved = loadSavedFilters(kind);
    if (saved) navigate(withQuery(pathname, { ...saved, page: urlState.page }), true);
    // Only the URL the page opened with is checked; later changes come from the list itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** New filters (and ordering): back to page 1, and saved in the browser. */
  const apply = useCallback(
    (filters: ListState) => {
      const { page: _page, ...next } = filters;
      saveFilters(kind, next);
      navigate(withQuery(pathname, next));
    },
    [kind, pathname],
  );

  /** Reset: the saved filters forgotten, the kind's defaults shown. */
  const reset = useCallback(() => {
    clearSavedFilters(kind);
    navigate(withQuery(pathname, listDefaults(kind)));
  }, [kind, pathname]);

  const hrefFor = useCallback(
    (page: number) => withQuery(pathname, { ...state, page: page > 1 ? page : undefined }),
    [pathname, state],
  );

  const setPage = useCallback(
    (page: number) => {
      navigate(hrefFor(page));
      window.scrollTo({ top: 0 });
    },
    [hrefFor],
  );

  return { state, apply, reset, setPage, hrefFor };
}
