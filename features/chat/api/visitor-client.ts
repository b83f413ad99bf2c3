// The anonymous visitor's session (kept in localStorage so a reload continues the chat) and an API client that
// sends its token and, on a 401, refreshes the pair once and retries. Not the shared client: that one reloads the
// page on a dead token, which would loop for a visitor who has no site session.
import { apiBaseUrl } from '@/lib/api/config';
import { createApiClient, errorStatus, type ApiClient, type RequestConfig } from '@/lib/api/http-client';
import type { TokenPair } from '@/lib/contract/auth';
import type { AnonymousUser } from '@/lib/contract/chat';

export const VISITOR_SESSION_KEY = 'visitor_chat_session';

export interface VisitorSession {
  user_id: number;
  unique_id: string;
  first_name: string;
  access: string;
  refresh: string;
}

/** The session as last saved, for browsers that refuse storage (the chat then lasts until the page is left). */
let inMemory: VisitorSession | null = null;

export function readVisitorSession(): VisitorSession | null {
  return readStoredSession() ?? inMemory;
}

function readStoredSession(): VisitorSession | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.localStorage.getItem(VISITOR_SESSION_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    const session = value as Partial<VisitorSession> | null;
    const complete =
      typeof session?.user_id === 'number' &&
      typeof session.unique_id === 'string' &&
      typeof session.access === 'string' &&
      typeof session.refresh === 'string';
    return complete ? { ...(session as VisitorSession), first_name: session.first_name ?? '' } : null;
  } catch {
    // Storage blocked or a corrupt entry: the visitor starts again.
    return null;
  }
}

export function saveVisitorSession(session: VisitorSession): void {
  inMemory = session;
  try {
    window.localStorage.setItem(VISITOR_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked: the chat still works until the page is left.
  }
}

export function clearVisitorSession(): void {
  inMemory = null;
  try {
    window.localStorage.removeItem(VISITOR_SESSION_KEY);
  } catch {
    // Nothing stored to clear.
  }
}

export const visitorSessionFrom = (created: AnonymousUser): VisitorSession => ({
  user_id: created.user.id,
  unique_id: created.user.unique_id,
  first_name: created.user.first_name,
  access: created.access,
  refresh: created.refresh,
});

const plainClient = () => createApiClient({ baseURL: apiBaseUrl(), headers: { Accept: 'application/json' } });

export interface VisitorClient extends ApiClient {
  /** Trades the refresh token for a new pair (one call at a time); null when the session is gone for good. */
  refreshTokens: () => Promise<VisitorSession | null>;
  /** Drops the session (the visitor starts again). */
  forget: () => void;
}

/**
 * A client for the stored visitor; the session it refreshes or drops is saved, and `onSession` hears of it (a new
 * pair, or null when the refresh token is refused and the visitor must start again).
 */
export function createVisitorClient(onSession: (session: VisitorSession | null) => void): VisitorClient {
  const current = readVisitorSession;
  const changed = (session: VisitorSession | null) => {
    if (session) saveVisitorSession(session);
    else clearVisitorSession();
    onSession(session);
  };
  const plain = plainClient();
  const authed = createApiClient({
    baseURL: apiBaseUrl(),
    headers: { Accept: 'application/json' },
    dynamicHeaders: (): Record<string, string> => {
      const session = current();
      return session ? { Authorization: `Bearer ${session.access}` } : {};
    },
  });
  let refreshing: Promise<VisitorSession | null> | null = null;

  const refreshTokens = () => {
    refreshing ??= (async () => {
      const session = current();
      if (!session) return null;
      try {
        const { data } = await plain.post<TokenPair>('/api/usermgmt/token/refresh/', { refresh: session.refresh });
        const next = { ...session, access: data.access, refresh: data.refresh };
        changed(next);
        return next;
      } catch (error) {
        if (errorStatus(error) === 401) changed(null);
        throw error;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const withRefresh = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (errorStatus(error) !== 401 || !current()) throw error;
      await refreshTokens();
      return call();
    }
  };

  return {
    refreshTokens,
    forget: () => changed(null),
    get: <T>(url: string, config?: RequestConfig) => withRefresh(() => authed.get<T>(url, config)),
    delete: <T>(url: string, config?: RequestConfig) => withRefresh(() => authed.delete<T>(url, config)),
    post: <T>(url: string, body?: unknown, config?: RequestConfig) =>
      withRefresh(() => authed.post<T>(url, body, config)),
    put: <T>(url: string, body?: unknown, config?: RequestConfig) =>
      withRefresh(() => authed.put<T>(url, body, config)),
    patch: <T>(url: string, body?: unknown, config?: RequestConfig) =>
      withRefresh(() => authed.patch<T>(url, body, config)),
  };
}
