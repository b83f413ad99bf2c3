// /verification/resend: e-mails a new verification link.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { ResendVerificationForm } from '@/features/auth/components/request-forms';

export const metadata: Metadata = {
  title: 'Resend verification e-mail',
  description: 'Get a new link to verify your account.',
};

export default function VerificationResendPage() {
  return (
    <AuthCard
      title="Resend verification e-mail"
      lead="Enter the e-mail address you signed up with and we will send a new verification link."
      footer={
        <p>
          Prefer SMS?{' '}
          <Link href="/verification/send-otp" className={linkClass}>
            Verify with a code sent to your phone
          </Link>
        </p>
      }
    >
      <ResendVerificationForm />
    </AuthCard>
  );
}
