// A stand-in for next/navigation in unit tests: the unit projects resolve every import of `next/navigation` here
// (`unitAliases` in vitest.config.ts).
// Like Next, it follows history.pushState and replaceState (and Back): usePathname and useSearchParams move with them,
// and router.push/replace write the URL through them.
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';

let currentPath = '/';
let currentSearch = new URLSearchParams();
const listeners = new Set<() => void>();

function moveTo(path: string, query: string): void {
  currentPath = path;
  currentSearch = new URLSearchParams(query);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets what usePathname/useSearchParams return, e.g. `setLocation('/cars?search=bmw')`. */
export function setLocation(url: string): void {
  const [path = '/', query = ''] = url.split('?');
  moveTo(path, query);
}

if (typeof window !== 'undefined') {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history);
    window.history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      original(data, unused, url);
      if (url !== undefined && url !== null) {
        const next = new URL(String(url), window.location.href);
        moveTo(next.pathname, next.search);
      }
    };
  }
  window.addEventListener('popstate', () => moveTo(window.location.pathname, window.location.search));
}

export const routerMock = {
  push: vi.fn((href: string) => window.history.pushState(null, '', href)),
  replace: vi.fn((href: string) => window.history.replaceState(null, '', href)),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

export const usePathname = () =>
  useSyncExternalStore(
    subscribe,
    () => currentPath,
    () => currentPath,
  );
export const useSearchParams = () =>
  useSyncExternalStore(
    subscribe,
    () => currentSearch,
    () => currentSearch,
  );
export const useRouter = () => routerMock;
export const useParams = () => ({});
export const redirect = vi.fn();
export const notFound = vi.fn();
