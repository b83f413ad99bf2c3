'use client';
// The request forms bound to their endpoints, so server pages can render them without passing functions.
import { useForgotPassword } from '../api/forgot-password';
import { useRequestVerification } from '../api/request-verification';
import { useSendVerificationOtp } from '../api/send-verification-otp';
import { EmailRequestForm } from './email-request-form';
import { PhoneRequestForm } from './phone-request-form';

export function ResendVerificationForm() {
  const { mutateAsync } = useRequestVerification();
  return <EmailRequestForm send={mutateAsync} submitLabel="Send the link" busyLabel="Sending" />;
}

export function ForgotPasswordEmailForm() {
  const { mutateAsync } = useForgotPassword();
  return <EmailRequestForm send={mutateAsync} submitLabel="Send reset instructions" busyLabel="Sending" />;
}

export function SendVerificationOtpForm({ phone }: { phone?: string }) {
  const { mutateAsync } = useSendVerificationOtp();
  return <PhoneRequestForm send={mutateAsync} nextPath="/verification/verify-otp/" defaultPhone={phone} />;
}

export function ForgotPasswordPhoneForm({ phone }: { phone?: string }) {
  const { mutateAsync } = useForgotPassword();
  return <PhoneRequestForm send={mutateAsync} nextPath="/phone/reset-password/" defaultPhone={phone} />;
}
