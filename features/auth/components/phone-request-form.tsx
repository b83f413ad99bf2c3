'use client';
// One phone field that asks the API to text a 6-digit code, then moves on to the page where it is entered.
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { otpRequestSchema, type OtpRequest } from '@/lib/contract/auth';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { PhoneField } from './fields';

const FIELDS = ['phone'] as const;

interface PhoneRequestFormProps {
  send: (body: OtpRequest) => Promise<unknown>;
  /** The page that takes the code; the normalised phone number is passed on in `?phone=`. */
  nextPath: string;
  defaultPhone?: string;
}

export function PhoneRequestForm({ send, nextPath, defaultPhone = '' }: PhoneRequestFormProps) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contractResolver(otpRequestSchema), defaultValues: { phone: defaultPhone } });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      await send(values);
      router.push(`${nextPath}?phone=${encodeURIComponent(values.phone)}`);
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label="Send a code">
      <FormAlert title="We could not send the code." messages={alerts} />
      <PhoneField
        hint="The number on your account, with the country code, e.g. +855 12 345 678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SubmitButton block busy={isSubmitting} busyLabel="Sending the code">
        Send the code
      </SubmitButton>
    </form>
  );
}
