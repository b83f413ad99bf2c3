'use client';
// Restores the session from the cookies once the page has loaded (spec §4); renders nothing.
import { useEffect } from 'react';
import { restoreSession, useAuthStore } from '@/stores/use-auth-store';
import { sessionApi } from '../api/session-api';

export function SessionBootstrap() {
  useEffect(() => {
    if (useAuthStore.getState().status === 'unknown') void restoreSession(sessionApi);
  }, []);
  return null;
}
