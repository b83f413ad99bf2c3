// Ads fetched once when the navbar first mounts, kept for the whole visit (spec §7, Ads).
import { create } from 'zustand';
import type { Ad } from '@/lib/contract/ads';

interface AdsState {
  /** null until the first successful fetch. */
  ads: Ad[] | null;
  setAds: (ads: Ad[]) => void;
}

export const useAdsStore = create<AdsState>()((set) => ({
  ads: null,
  setAds: (ads) => set({ ads }),
}));
