'use client';
// My account: name, phone and e-mail. A new e-mail asks for the current password (the field appears when the address
// changes) and waits for the link sent to it (EmailChangeStatus); a new phone number is unconfirmed until the texted
// code comes back (PhoneConfirmation).
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { EmailField, NameFields, PasswordField, PhoneField } from '../fields';
import { userUpdateSchema, type User, type UserUpdate } from '@/lib/contract/auth';
import { useUpdateUser } from '../../api/update-user';

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'current_password'] as const;

const detailsOf = (user: User): UserUpdate => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  email: user.email,
  current_password: '',
});

export function ProfileForm({ user }: { user: User }) {
  const { mutateAsync } = useUpdateUser(user.id);
  const [saved, setSaved] = useState<{ linkTo: string | null } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UserUpdate>({
    resolver: contractResolver(userUpdateSchema),
    defaultValues: detailsOf(user),
  });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailChanged = email.trim().toLowerCase() !== user.email;

  const onSubmit = handleSubmit(async ({ current_password, phone, ...values }) => {
    clearAlerts();
    setSaved(null);
    try {
      const stored = await mutateAsync({
        ...values,
        // An account without a number may leave the field empty.
        ...(phone ? { phone } : {}),
        ...(emailChanged ? { current_password } : {}),
      });
      // The stored values (a phone typed 012 345 678 comes back as +85512345678).
      // The stored address stays until the link sent to the new one is opened (decision 055).
      reset(detailsOf(stored));
      setSaved({ linkTo: emailChanged ? (values.email?.trim().toLowerCase() ?? null) : null });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Your details">
      <FormAlert title="Your details were not saved." messages={alerts} />
      {saved && (
        <FormNotice>
          Your details are saved.
          {saved.linkTo && ` We have sent a link to ${saved.linkTo}: your e-mail address changes once you open it.`}
        </FormNotice>
      )}
      <NameFields
        first={{ error: errors.first_name?.message, ...register('first_name') }}
        last={{ error: errors.last_name?.message, ...register('last_name') }}
      />
      <PhoneField
        required={false}
        hint="A new number gets a 6-digit code by SMS; once confirmed you can log in with it."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      {emailChanged && (
        <PasswordField
          kind="current"
          label="Current password"
          hint="Needed to change your e-mail address."
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <SubmitButton busy={isSubmitting} busyLabel="Saving">
        Save details
      </SubmitButton>
    </form>
  );
}
