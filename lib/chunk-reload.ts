// A deploy replaces the JS chunks an open tab still points at; reloading fetches the new ones. The
// reload time is remembered so a chunk that is really broken cannot cause a reload loop (spec §8).
import { reloadPage } from '@/lib/reload-page';

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Loading chunk [\w/.-]+ failed/i,
  /Loading CSS chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && matches(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && matches(message));
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

interface ReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: number;
}

/** Reloads the page for a chunk-load error unless one was done less than a minute ago; true if it reloaded. */
export function reloadOnChunkError(error: unknown, options: ReloadOptions = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const { storage = window.sessionStorage, now = Date.now() } = options;
  const stored = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (!shouldReload(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reloadPage();
  return true;
}

function matches(message: string): boolean {
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}
