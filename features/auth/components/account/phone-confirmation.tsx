'use client';
// My account: an unconfirmed phone number (new, or never confirmed) gets a texted code; the right code confirms it,
// and from then on it is a login and a contact.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { OtpField } from '../fields';
import { secondaryButtonClass } from './secondary-button';
import { phoneConfirmSchema, type PhoneConfirm } from '@/lib/contract/auth';
import { parseApiError } from '@/lib/api/errors';
import { useConfirmPhone, useSendPhoneCode } from '../../api/confirm-phone';

const FIELDS = ['otp'] as const;

export function PhoneConfirmation({ userId, phone }: { userId: number; phone: string }) {
  const send = useSendPhoneCode();
  const { mutateAsync } = useConfirmPhone(userId);
  const [sent, setSent] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PhoneConfirm>({ resolver: contractResolver(phoneConfirmSchema), defaultValues: { otp: '' } });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const sendCode = async () => {
    setSent(null);
    try {
      setSent({ ok: true, text: (await send.mutateAsync()).detail });
    } catch (error) {
      setSent({ ok: false, text: parseApiError(error).detail ?? 'Try again in a few minutes.' });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      await mutateAsync(values);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <div className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <p className="text-sm text-amber-950">
        Your number <strong>{phone}</strong> is not confirmed yet, so you cannot log in with it. We text a 6-digit code
        to confirm it.
      </p>
      <button type="button" onClick={sendCode} disabled={send.isPending} className={secondaryButtonClass}>
        {send.isPending ? 'Sending…' : 'Text me a code'}
      </button>
      {sent?.ok && <FormNotice>{sent.text}</FormNotice>}
      {sent && !sent.ok && <FormAlert title="The code was not sent." messages={[sent.text]} />}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Confirm your phone number">
        <FormAlert title="Your number is not confirmed." messages={alerts} />
        <OtpField error={errors.otp?.message} {...register('otp')} />
        <SubmitButton busy={isSubmitting} busyLabel="Confirming">
          Confirm number
        </SubmitButton>
      </form>
    </div>
  );
}
