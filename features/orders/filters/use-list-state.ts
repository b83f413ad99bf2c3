'use client';
// A staff list's state lives in the URL (shareable; Back and Forward walk through it), read through Next's
// useSearchParams as every URL-state list does (lib/use-url-query.ts), and in the browser's saved filters: restored
// into the URL when the page opens without filters (spec §4).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import type { OrderKind } from '@/lib/contract/orders';
import { fromSearchParams, withQuery } from '@/lib/query-string';
import { hasFilters, initialListState, listDefaults, readListState, type ListState } from './list-filters';
import { clearSavedFilters, loadSavedFilters, saveFilters } from './saved-filters';

// Next keeps useSearchParams in step with pushState, so the list needs no store of its own: one source for the URL,
// the one Next's router writes back to the address bar.
function navigate(href: string): void {
  window.history.pushState(null, '', href);
}

/** `urlState` is `readListState` of the URL the page was rendered for (the server read it the same way). */
export function useListState(kind: OrderKind, urlState: ListState) {
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const searchParams = useSearchParams();
  const search = searchParams?.toString() ?? '';
  const state = useMemo(
    () => initialListState(kind, readListState(kind, fromSearchParams(new URLSearchParams(search)))),
    [kind, search],
  );

  // Opened without filters in the URL: the browser's saved ones, if any, go into the URL (once, on arrival).
  useEffect(() => {
    if (hasFilters(kind, urlState)) {
      saveFilters(kind, urlState);
      return;
    }
    // Through the router, not history.replaceState: this runs in the first commit, before Next has hooked the history
    // methods, and a URL written behind its back is overwritten with the router's own at its next update.
    const saved = loadSavedFilters(kind);
    if (saved) router.replace(withQuery(pathname, { ...saved, page: urlState.page }), { scroll: false });
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
