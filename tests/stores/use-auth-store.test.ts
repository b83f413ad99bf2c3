// Signing out ends the session everywhere: store, cookie, and a reload (spec §4); dummy accounts look logged out.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadPage } from '@/lib/reload-page';
import { selectVisibleUser, signOut, useAuthStore, type AuthUser } from '@/stores/use-auth-store';

const user: AuthUser = {
  id: 5,
  unique_id: 'u-5',
  email: 'k@example.com',
  first_name: 'K',
  last_name: 'L',
  account_type: 'Personal Account',
  is_dummy_account: false,
  is_admin: false,
  is_superuser: false,
};

afterEach(() => useAuthStore.setState({ user: null, token: null }));

describe('auth store', () => {
  it('signOut clears the session, removes the token cookie and reloads', () => {
    Cookies.set('token', 'abc');
    useAuthStore.getState().setSession({ user, token: 'abc' });
    signOut();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(Cookies.get('token')).toBeUndefined();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows a real user to the navigation but hides a dummy account', () => {
    useAuthStore.getState().setSession({ user, token: 'abc' });
    expect(selectVisibleUser(useAuthStore.getState())).toEqual(user);
    useAuthStore.getState().setSession({ user: { ...user, is_dummy_account: true }, token: 'abc' });
    expect(selectVisibleUser(useAuthStore.getState())).toBeNull();
  });
});
