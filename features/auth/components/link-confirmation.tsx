'use client';
// A page opened from a single-use link (account activation, a new e-mail address): spends the link's uid and token
// once, as soon as the page opens, then says what happened with a way on, or why not with a way to recover.
import type { UseMutationResult } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { linkClass } from './auth-card';

interface LinkTo {
  href: string;
  label: string;
}

interface LinkConfirmationProps {
  /** The mutation that spends the link; its answer's `detail` is shown on success. */
  confirmation: UseMutationResult<{ detail: string }, Error, { uid: string; token: string }>;
  uid: string;
  token: string;
  /** The spinner's label while the link is checked. */
  pending: string;
  /** The title above the server's reasons when the link is refused. */
  failed: string;
  next: LinkTo;
  recover: LinkTo;
}

export function LinkConfirmation({ confirmation, uid, token, pending, failed, next, recover }: LinkConfirmationProps) {
  const { mutate, status, data, error } = confirmation;
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
          <Link href={next.href} className={linkClass}>
            {next.label}
          </Link>
        </p>
      </FormNotice>
    );
  }
  if (status === 'error') {
    return (
      <div className="space-y-4">
        <FormAlert title={failed} messages={formErrorMessages(parseApiError(error))} />
        <p className="text-sm text-gray-600">
          <Link href={recover.href} className={linkClass}>
            {recover.label}
          </Link>
        </p>
      </div>
    );
  }
  return <Spinner label={pending} />;
}
