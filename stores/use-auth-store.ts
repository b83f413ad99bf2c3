// The signed-in session in the browser: who the user is and their access token (filled in by the auth flow).
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { reloadPage } from '@/lib/reload-page';

/** The user fields the site shell needs (spec §3, User). */
export interface AuthUser {
  id: number;
  unique_id: string;
  email: string;
  first_name: string;
  last_name: string;
  account_type: string;
  is_dummy_account: boolean;
  is_admin: boolean;
  is_superuser: boolean;
}

interface AuthState {
  user: AuthUser | null;
  token: string | null;
  setSession: (session: { user: AuthUser; token: string }) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  token: null,
  setSession: ({ user, token }) => set({ user, token }),
  clear: () => set({ user: null, token: null }),
}));

/** The user as the navigation sees them: a dummy account counts as logged out (spec §4). */
export const selectVisibleUser = (state: AuthState): AuthUser | null =>
  state.user && !state.user.is_dummy_account ? state.user : null;

/** Spec §4: logging out clears the token, removes the cookie and reloads the page. */
export function signOut(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  useAuthStore.getState().clear();
  reloadPage();
}
