// The auth store's two calls (refresh and user fetch), made from this feature's endpoint files.
import type { SessionApi } from '@/stores/use-auth-store';
import { getUser } from './get-user';
import { refreshToken } from './refresh-token';

export const sessionApi: SessionApi = {
  refresh: (refresh) => refreshToken(refresh),
  fetchUser: (userId, accessToken) => getUser(userId, undefined, accessToken),
};
