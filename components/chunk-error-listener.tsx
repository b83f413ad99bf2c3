'use client';
// Catches chunk-load failures outside React's error boundaries (e.g. a lazy import in an event handler).
import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/chunk-reload';

export function ChunkErrorListener() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
