'use client';
// The accounts forms' recurring fields, each the house FormField with its label, input type and autofill set once:
// sign-up, login, verification, reset and My account use these instead of repeating the blocks.
import type { ComponentPropsWithRef } from 'react';
import { FormField } from '@/components/ui/form-field';

type PresetProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'required'> & {
  error?: string;
  hint?: string;
  /** On unless said otherwise; the form's resolver does the checking. */
  required?: boolean;
};

export function EmailField({ required = true, ...props }: PresetProps) {
  return <FormField required={required} label="E-mail" type="email" autoComplete="email" {...props} />;
}

export function PhoneField({ required = true, ...props }: PresetProps) {
  return <FormField required={required} label="Phone" type="tel" autoComplete="tel" {...props} />;
}

/** The 6-digit code texted for a sign-up, a reset or a new number. */
export function OtpField({ required = true, ...props }: PresetProps) {
  return (
    <FormField
      required={required}
      label="6-digit code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      {...props}
    />
  );
}

/** A password field: the one in use (`current`) or a new one, labelled as the form needs. */
export function PasswordField({
  kind,
  label,
  required = true,
  ...props
}: PresetProps & { kind: 'current' | 'new'; label: string }) {
  return (
    <FormField
      required={required}
      label={label}
      type="password"
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      {...props}
    />
  );
}

/** First and last name side by side from the given width (one column on narrow screens). */
export function NameFields({
  first,
  last,
  columnsFrom = 'sm',
}: {
  first: PresetProps;
  last: PresetProps;
  columnsFrom?: 'xs' | 'sm';
}) {
  return (
    <div className={columnsFrom === 'xs' ? 'grid gap-5 xs:grid-cols-2' : 'grid gap-5 sm:grid-cols-2'}>
      <FormField required label="First name" autoComplete="given-name" {...first} />
      <FormField required label="Last name" autoComplete="family-name" {...last} />
    </div>
  );
}
