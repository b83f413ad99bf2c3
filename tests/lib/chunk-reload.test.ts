// A stale chunk reloads the page, but never twice within a minute (spec §8).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadOnChunkError } from '@/lib/chunk-reload';
import { reloadPage } from '@/lib/reload-page';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    chunkError,
    new Error('Loading chunk app/cars/page failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
    'Importing a module script failed.',
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([new Error('Cannot read properties of undefined'), null, undefined, 42])('ignores %s', (error) =>
    expect(isChunkLoadError(error)).toBe(false),
  );
});

describe('reloadOnChunkError', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.mocked(reloadPage).mockClear();
  });

  it('reloads once, not again within a minute, and again after a minute', () => {
    const start = 1_700_000_000_000;
    expect(reloadOnChunkError(chunkError, { now: start })).toBe(true);
    expect(reloadOnChunkError(chunkError, { now: start + 30_000 })).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);

    expect(reloadOnChunkError(chunkError, { now: start + CHUNK_RELOAD_INTERVAL_MS })).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in sessionStorage, so it survives the reload itself', () => {
    reloadOnChunkError(chunkError);
    vi.mocked(reloadPage).mockClear();
    expect(reloadOnChunkError(chunkError)).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('does not reload for other errors', () => {
    expect(reloadOnChunkError(new Error('Something else'))).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
