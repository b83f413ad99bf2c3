'use client';
// "Keep this conversation": the visitor gives an e-mail or phone, gets a 6-digit code there, and with it becomes
// (or joins) an account that holds the chat.
import clsx from 'clsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { parseApiError } from '@/lib/api/errors';
import type { ApiClient } from '@/lib/api/http-client';
import { emailSchema, otpSchema, phoneSchema, type OtpActivated } from '@/lib/contract/auth';
import { useVerifyAnonymousOtp } from '../../api/verify-anonymous-otp';
import { useVerifyAnonymousUser } from '../../api/verify-anonymous-user';

type Method = 'email' | 'phone';

const BUTTON =
  'w-full rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:opacity-60';
const LINK = 'text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary';

/** The message to show for a failed call: the field's own, else the detail, else a generic line. */
function messageOf(error: unknown, field: string): string {
  const info = parseApiError(error);
  if (info.status === 429) return info.detail ?? 'Too many tries. Please wait a little.';
  return (
    info.fieldErrors[field]?.[0] ??
    info.fieldErrors.non_field_errors?.[0] ??
    info.detail ??
    'Something went wrong. Please try again.'
  );
}

interface KeepConversationFormProps {
  client: ApiClient;
  onVerified: (tokens: OtpActivated) => Promise<void>;
  onCancel: () => void;
}

export function KeepConversationForm({ client, onVerified, onCancel }: KeepConversationFormProps) {
  const [method, setMethod] = useState<Method>('email');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = useVerifyAnonymousUser(client);
  const checkCode = useVerifyAnonymousOtp(client);
  const addressForm = useForm<{ address: string }>({ defaultValues: { address: '' } });
  const codeForm = useForm<{ otp: string }>({ defaultValues: { otp: '' } });

  const onAddress = addressForm.handleSubmit(async ({ address }) => {
    const parsed = (method === 'email' ? emailSchema : phoneSchema).safeParse(address);
    if (!parsed.success) {
      addressForm.setError('address', {
        type: 'validate',
        message: parsed.error.issues[0]?.message ?? 'Enter a valid value.',
      });
      return;
    }
    try {
      await sendCode.mutateAsync(method === 'email' ? { email: parsed.data } : { phone: parsed.data });
      setSentTo(parsed.data);
    } catch (error) {
      addressForm.setError('address', { type: 'server', message: messageOf(error, method) });
    }
  });

  const onCode = codeForm.handleSubmit(async ({ otp }) => {
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success || sentTo === null) {
      codeForm.setError('otp', { type: 'validate', message: 'Enter the 6-digit code.' });
      return;
    }
    try {
      const tokens = await checkCode.mutateAsync(
        method === 'email' ? { email: sentTo, otp: parsed.data } : { phone: sentTo, otp: parsed.data },
      );
      await onVerified(tokens);
    } catch (error) {
      codeForm.setError('otp', { type: 'server', message: messageOf(error, 'otp') });
    }
  });

  if (sentTo !== null) {
    return (
      <form onSubmit={onCode} noValidate className="space-y-3 p-4" aria-label="Enter your code">
        <p className="text-sm text-gray-700">
          We sent a 6-digit code to <strong className="break-all">{sentTo}</strong>. It expires in 10 minutes.
        </p>
        <FormField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={codeForm.formState.errors.otp?.message}
          {...codeForm.register('otp')}
        />
        <button type="submit" className={BUTTON} disabled={codeForm.formState.isSubmitting}>
          {codeForm.formState.isSubmitting ? 'Verifying…' : 'Verify and keep the chat'}
        </button>
        <button type="button" className={LINK} onClick={() => setSentTo(null)}>
          Use another {method === 'email' ? 'e-mail' : 'phone number'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={onAddress} noValidate className="space-y-3 p-4" aria-label="Keep this conversation">
      <p className="text-sm text-gray-700">
        Verify an e-mail or phone number to keep this conversation in your account.
      </p>
      <div role="group" aria-label="Send the code by" className="flex gap-2">
        {(['email', 'phone'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={method === option}
            onClick={() => {
              setMethod(option);
              addressForm.clearErrors();
            }}
            className={clsx(
              'flex-1 rounded-lg border px-3 py-2 text-sm font-medium',
              method === option
                ? 'border-primary bg-primary-50 text-primary-700'
                : 'border-gray-300 text-gray-700 hover:bg-gray-50',
            )}
          >
            {option === 'email' ? 'E-mail' : 'Phone'}
          </button>
        ))}
      </div>
      <FormField
        key={method}
        label={method === 'email' ? 'Your e-mail' : 'Your phone number'}
        type={method === 'email' ? 'email' : 'tel'}
        autoComplete={method === 'email' ? 'email' : 'tel'}
        placeholder={method === 'email' ? 'you@example.com' : '+85512345678'}
        error={addressForm.formState.errors.address?.message}
        {...addressForm.register('address')}
      />
      <button type="submit" className={BUTTON} disabled={addressForm.formState.isSubmitting}>
        {addressForm.formState.isSubmitting ? 'Sending…' : 'Send me a code'}
      </button>
      <button type="button" className={LINK} onClick={onCancel}>
        Back to the chat
      </button>
    </form>
  );
}
