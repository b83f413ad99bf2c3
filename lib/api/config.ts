// Where the portal API lives (same origin in the browser unless configured, an absolute URL on the server)
// and the cookie that carries the session token.

export const TOKEN_COOKIE = 'token';

/** Base URL for API calls; paths passed to the client already start with `/api/`. */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return process.env.NEXT_PUBLIC_API_URL ?? '';
  return (
    process.env.INTERNAL_API_URL ?? process.env.NEXT_PUBLIC_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
  );
}
