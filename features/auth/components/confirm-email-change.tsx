'use client';
// /account/email: confirms the new e-mail address with the link's uid and token as soon as the page opens, then says
// which address the account has now (decision 055).
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { LinkConfirmation } from './link-confirmation';

export function ConfirmEmailChange({ uid, token }: { uid: string; token: string }) {
  return (
    <LinkConfirmation
      confirmation={useConfirmEmailChange()}
      uid={uid}
      token={token}
      pending="Confirming your new e-mail address"
      failed="Your e-mail address was not changed."
      next={{ href: '/account', label: 'Go to my account' }}
      recover={{ href: '/account', label: 'Go to my account' }}
    />
  );
}
