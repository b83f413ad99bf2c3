'use client';
// The riel equivalent under a dollar price, at the rate staff set (issue 16). Components know no feature, so the app
// hands down the query that reads the rate (KhrRateContext); without one, nothing is shown.
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { formatKhr, khrLabel } from '@/lib/pricing/khr';

/** A React Query read whose answer carries the rate (the pricing feature's settings query). */
export interface KhrRateQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<{ khr_per_usd: number }>;
  staleTime?: number;
}

export const KhrRateContext = createContext<KhrRateQuery | null>(null);

const NO_SOURCE: KhrRateQuery = {
  queryKey: ['khr-rate', 'none'],
  queryFn: () => Promise.reject(new Error('no rate source')),
};

/** The staff-set riel rate, or null while it loads or when the page has no source for it. */
export function useKhrRate(): number | null {
  const source = useContext(KhrRateContext);
  const { data } = useQuery({
    ...(source ?? NO_SOURCE),
    enabled: source !== null,
    select: (settings) => settings.khr_per_usd,
  });
  return data ?? null;
}

/**
 * `≈ 100,450,000 KHR` for $24,500. While the rate loads the line keeps its height, so cards do not move when it
 * arrives; a price on request (0) has no riel line at all.
 */
export function KhrPrice({ usd, className }: { usd: number; className?: string }) {
  const hasSource = useContext(KhrRateContext) !== null;
  const rate = useKhrRate();
  if (usd <= 0 || !hasSource) return null;
  const text = formatKhr(usd, rate);
  return (
    <p className={className}>
      {text && rate ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="sr-only">{khrLabel(usd, rate)}</span>
        </>
      ) : (
        '\u00a0'
      )}
    </p>
  );
}
