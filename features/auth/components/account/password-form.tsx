'use client';
// My account: a new password, proved by the current one. Other browsers are signed out; this one stays signed in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { PasswordField } from '../fields';
import { PASSWORD_MIN_LENGTH, passwordChangeSchema, type PasswordChange } from '@/lib/contract/auth';
import { useChangePassword } from '../../api/change-password';

const FIELDS = ['current_password', 'new_password'] as const;

export function PasswordForm() {
  const { mutateAsync } = useChangePassword();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChange>({
    resolver: contractResolver(passwordChangeSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    setChanged(false);
    try {
      await mutateAsync(values);
      reset();
      setChanged(true);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Change password">
      <FormAlert title="Your password was not changed." messages={alerts} />
      {changed && (
        <FormNotice>
          Your password is changed. Other browsers and phones signed in to your account are signed out.
        </FormNotice>
      )}
      <PasswordField
        kind="current"
        label="Current password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        kind="new"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not only digits, not like your e-mail.`}
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Changing">
        Change password
      </SubmitButton>
    </form>
  );
}
