'use client';
// /account/email: confirms the new e-mail address with the link's uid and token as soon as the page opens (once: the
// link is single-use), then says which address the account has now (decision 055).
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { linkClass } from './auth-card';

export function ConfirmEmailChange({ uid, token }: { uid: string; token: string }) {
  const { mutate, status, data, error } = useConfirmEmailChange();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ uid, token });
  }, [mutate, uid, token]);

  if (status === 'success') {
    return (
      <FormNotice>
        <p className="font-semibold">{data.detail}</p>
        <p className="mt-3">
          <Link href="/account" className={linkClass}>
            Go to my account
          </Link>
        </p>
      </FormNotice>
    );
  }
  if (status === 'error') {
    return (
      <div className="space-y-4">
        <FormAlert title="Your e-mail address was not changed." messages={formErrorMessages(parseApiError(error))} />
        <p className="text-sm text-gray-600">
          <Link href="/account" className={linkClass}>
            Go to my account
          </Link>
        </p>
      </div>
    );
  }
  return <Spinner label="Confirming your new e-mail address" />;
}
