'use client';
// Client-side context for the whole app: React Query, the brand name, and the chunk-error reload guard.
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/api/query-client';
import { BrandProvider } from './brand/brand-context';
import { ChunkErrorListener } from './chunk-error-listener';

export function Providers({ brand, children }: { brand: string; children: React.ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <BrandProvider value={brand}>
        <ChunkErrorListener />
        {children}
      </BrandProvider>
    </QueryClientProvider>
  );
}
