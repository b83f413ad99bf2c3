'use client';
// /phone/reset-password: the phone, the texted code and a new password.
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordWithOtpSchema } from '@/lib/contract/auth';
import { useResetPassword } from '../api/reset-password';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { linkClass } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { PasswordChanged } from './reset-password-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { OtpField, PasswordField, PhoneField } from './fields';

const FIELDS = ['phone', 'otp', 'password'] as const;

export function PhoneResetForm({ phone }: { phone: string }) {
  const { mutateAsync } = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: contractResolver(resetPasswordWithOtpSchema),
    defaultValues: { phone, otp: '', password: '' },
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
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label="Reset your password">
      <FormAlert title="We could not change your password." messages={alerts} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <OtpField error={errors.otp?.message} {...register('otp')} />
      <PasswordField
        kind="new"
        label="New password"
        hint="At least 8 characters, not only digits."
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton block busy={isSubmitting} busyLabel="Saving">
        Change password
      </SubmitButton>
      <p className="text-sm text-gray-600">
        No code?{' '}
        <Link href="/phone/password-reset" className={linkClass}>
          Send a new one
        </Link>
      </p>
    </form>
  );
}
