// Renders a component inside the app's client providers (React Query without retries, the brand name).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrandProvider } from '@/components/brand/brand-context';

export function makeTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { queryClient = makeTestQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {},
) {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <BrandProvider value="AutoBridge">{children}</BrandProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}
