// POST /api/usermgmt/token/refresh/: swaps a refresh token for a new pair (the old refresh token is revoked).
import { apiBaseUrl } from '@/lib/api/config';
import { createApiClient, type ApiClient } from '@/lib/api/http-client';
import type { TokenPair } from '@/lib/contract/auth';

// Not the shared client: its reaction to `token_not_valid` (reload) would loop on a dead refresh token, which
// the session handles itself by logging out.
const sessionClient = createApiClient({ baseURL: apiBaseUrl(), headers: { Accept: 'application/json' } });

export async function refreshToken(refresh: string, client: ApiClient = sessionClient): Promise<TokenPair> {
  const { data } = await client.post<TokenPair>('/api/usermgmt/token/refresh/', { refresh });
  return data;
}
