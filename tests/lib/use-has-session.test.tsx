// The navbar's "signed in?" check reads the token cookie again when a page comes back from the back/forward cache
// (decision 057): signing in or out on another page must show on the restored one.
import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@/lib/api/config';
import { useHasSession } from '@/lib/use-has-session';
import { fakeJwt } from '../support/msw/auth-handlers';

function SessionState() {
  return <p>{useHasSession() ? 'signed in' : 'signed out'}</p>;
}

afterEach(() => Cookies.remove(TOKEN_COOKIE));

describe('useHasSession', () => {
  it('follows the cookie when a page is shown again from the back/forward cache', () => {
    render(<SessionState />);
    expect(screen.getByText('signed out')).toBeInTheDocument();

    Cookies.set(TOKEN_COOKIE, fakeJwt());
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByText('signed in')).toBeInTheDocument();

    Cookies.remove(TOKEN_COOKIE);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
