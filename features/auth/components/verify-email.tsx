'use client';
// /verification: activates the account with the link's uid and token as soon as the page opens (once: the
// link is single-use), then offers the login page.
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { useActivateAccount } from '../api/activate-account';
import { linkClass } from './auth-card';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';

export function VerifyEmail({ uid, token }: { uid: string; token: string }) {
  const { mutate, status, data, error } = useActivateAccount();
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
          <Link href="/login" className={linkClass}>
            Log in
          </Link>
        </p>
      </FormNotice>
    );
  }
  if (status === 'error') {
    return (
      <div className="space-y-4">
        <FormAlert title="We could not verify your account." messages={formErrorMessages(parseApiError(error))} />
        <p className="text-sm text-gray-600">
          <Link href="/verification/resend" className={linkClass}>
            Send a new verification link
          </Link>
        </p>
      </div>
    );
  }
  return <Spinner label="Verifying your account" />;
}
