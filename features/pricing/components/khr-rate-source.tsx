'use client';
// Hands the pricing settings query to every riel figure below it (components/ui/khr-price reads it): the same key as
// usePricingSettings, so a prefetched or already loaded copy serves both.
import type { ReactNode } from 'react';
import { KhrRateContext, type KhrRateQuery } from '@/components/ui/khr-price';
import { getPricingSettings, PRICING_STALE_MS } from '../api/get-pricing-settings';
import { pricingKeys } from '../api/pricing-keys';

const source: KhrRateQuery = {
  queryKey: pricingKeys.settings(),
  staleTime: PRICING_STALE_MS,
  queryFn: () => getPricingSettings(),
};

export function KhrRateSource({ children }: { children: ReactNode }) {
  return <KhrRateContext.Provider value={source}>{children}</KhrRateContext.Provider>;
}
