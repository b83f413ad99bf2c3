'use client';
// One e-mail field that asks the API to send something (a verification link, a password reset link); the
// answer is the same whether or not the address has an account, and is shown in place of the form.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { verificationRequestSchema, type Detail, type VerificationRequest } from '@/lib/contract/auth';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { EmailField } from './fields';

const FIELDS = ['email'] as const;

interface EmailRequestFormProps {
  send: (body: VerificationRequest) => Promise<Detail>;
  submitLabel: string;
  busyLabel: string;
}

export function EmailRequestForm({ send, submitLabel, busyLabel }: EmailRequestFormProps) {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contractResolver(verificationRequestSchema), defaultValues: { email: '' } });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      setSent((await send(values)).detail);
    } catch (error) {
      showError(error);
    }
  });

  if (sent) return <FormNotice>{sent}</FormNotice>;
  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label={submitLabel}>
      <FormAlert title="We could not send it." messages={alerts} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <SubmitButton block busy={isSubmitting} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
