'use client';
// /verification: activates the account with the link's uid and token as soon as the page opens, then offers the
// login page.
import { useActivateAccount } from '../api/activate-account';
import { LinkConfirmation } from './link-confirmation';

export function VerifyEmail({ uid, token }: { uid: string; token: string }) {
  return (
    <LinkConfirmation
      confirmation={useActivateAccount()}
      uid={uid}
      token={token}
      pending="Verifying your account"
      failed="We could not verify your account."
      next={{ href: '/login', label: 'Log in' }}
      recover={{ href: '/verification/resend', label: 'Send a new verification link' }}
    />
  );
}
