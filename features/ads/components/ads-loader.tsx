'use client';
// Mounted with the navbar: fetches the ads once per visit into the ads store (spec §7); failures are ignored.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdsStore } from '@/stores/use-ads-store';
import { getAdsQueryOptions } from '../api/get-ads';

export function AdsLoader() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (useAdsStore.getState().ads !== null) return;
    let cancelled = false;
    queryClient
      .fetchQuery(getAdsQueryOptions())
      .then((ads) => {
        if (!cancelled) useAdsStore.getState().setAds(ads);
      })
      .catch(() => {
        // Spec §8: ads are decoration; the page works without them.
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  return null;
}
