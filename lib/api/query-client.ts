// React Query clients: a fresh one per server request, one shared client in the browser.
import { defaultShouldDehydrateQuery, isServer, QueryClient } from '@tanstack/react-query';
import { errorStatus } from './http-client';

const STALE_TIME_MS = 60_000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // One retry in the browser for flaky networks; a 4xx answer will not change on retry.
        retry: isServer ? false : (failureCount, error) => failureCount < 1 && !isClientError(error),
      },
      dehydrate: {
        // Also hand over queries still pending, so a streamed server prefetch is not fetched twice.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}
