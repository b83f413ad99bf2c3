'use client';
// /password/resetpass: a new password (twice) with the token from the e-mailed link.
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordWithTokenSchema } from '@/lib/contract/auth';
import { useResetPasswordWithToken } from '../api/reset-password-with-token';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { linkClass } from './auth-card';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { PasswordField } from './fields';

const FIELDS = ['password', 'confirm_password'] as const;

export function ResetPasswordForm({ token }: { token: string }) {
  const { mutateAsync } = useResetPasswordWithToken(token);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: contractResolver(resetPasswordWithTokenSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      setDone((await mutateAsync(values)).detail);
    } catch (error) {
      showError(error);
    }
  });

  if (done) return <PasswordChanged detail={done} />;
  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label="Choose a new password">
      <FormAlert title="We could not change your password." messages={alerts} />
      <PasswordField
        kind="new"
        label="New password"
        hint="At least 8 characters, not only digits."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        kind="new"
        label="Repeat the new password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <SubmitButton block busy={isSubmitting} busyLabel="Saving">
        Change password
      </SubmitButton>
    </form>
  );
}

export function PasswordChanged({ detail }: { detail: string }) {
  return (
    <FormNotice>
      <p className="font-semibold">{detail}</p>
      <p className="mt-3">
        <Link href="/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </FormNotice>
  );
}
