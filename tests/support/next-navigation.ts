// A stand-in for next/navigation in unit tests: `vi.mock('next/navigation', () => import('../support/next-navigation'))`.
import { vi } from 'vitest';

export const routerMock = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

let currentPath = '/';
let currentSearch = new URLSearchParams();

/** Sets what usePathname/useSearchParams return, e.g. `setLocation('/cars?search=bmw')`. */
export function setLocation(url: string): void {
  const [path = '/', query = ''] = url.split('?');
  currentPath = path;
  currentSearch = new URLSearchParams(query);
}

export const usePathname = () => currentPath;
export const useSearchParams = () => currentSearch;
export const useRouter = () => routerMock;
export const useParams = () => ({});
export const redirect = vi.fn();
export const notFound = vi.fn();
