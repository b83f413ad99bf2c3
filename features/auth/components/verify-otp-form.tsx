'use client';
// /verification/verify-otp: the phone and the texted 6-digit code; a right code verifies the account and logs in.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { otpActivateSchema } from '@/lib/contract/auth';
import { DEFAULT_AFTER_LOGIN } from '@/lib/session';
import { logIn } from '@/stores/use-auth-store';
import { useActivateOtp } from '../api/activate-otp';
import { sessionApi } from '../api/session-api';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { contractResolver } from '@/components/forms/contract-resolver';
import { linkClass } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { OtpField, PhoneField } from './fields';

const FIELDS = ['phone', 'otp'] as const;

export function VerifyOtpForm({ phone }: { phone: string }) {
  const router = useRouter();
  const { mutateAsync } = useActivateOtp();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contractResolver(otpActivateSchema), defaultValues: { phone, otp: '' } });
  const { alerts, showError, clearAlerts } = useFormErrors({ setError, setFocus }, FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    clearAlerts();
    try {
      const { access, refresh } = await mutateAsync(values);
      await logIn({ access, refresh }, sessionApi);
      router.replace(DEFAULT_AFTER_LOGIN);
      router.refresh();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-5" aria-label="Verify your phone">
      <FormAlert title="We could not verify the code." messages={alerts} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <OtpField error={errors.otp?.message} {...register('otp')} />
      <SubmitButton block busy={isSubmitting} busyLabel="Verifying">
        Verify
      </SubmitButton>
      <p className="text-sm text-gray-600">
        No code?{' '}
        <Link href={`/verification/send-otp/?phone=${encodeURIComponent(phone)}`} className={linkClass}>
          Send a new one
        </Link>
      </p>
    </form>
  );
}
