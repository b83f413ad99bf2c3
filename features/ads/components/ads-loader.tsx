'use client';
// Mounted with the navbar: fetches the ads once per visit into the query cache (spec §7: fetched when none are
// cached, kept for the visit); failures are ignored.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAdsQueryOptions } from '../api/get-ads';

export function AdsLoader() {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Never stale: a second navbar (another layout) finds them cached. prefetchQuery swallows a failure
    // (spec §8: ads are decoration; the page works without them).
    void queryClient.prefetchQuery({ ...getAdsQueryOptions(), staleTime: Infinity });
  }, [queryClient]);

  return null;
}
