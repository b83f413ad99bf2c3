// /password/reset: e-mails a password reset link (the answer never says whether the account exists).
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { ForgotPasswordEmailForm } from '@/features/auth/components/request-forms';

export const metadata: Metadata = { title: 'Reset your password', description: 'Get a link to choose a new password.' };

export default function PasswordResetPage() {
  return (
    <AuthCard
      title="Reset your password"
      lead="Enter your e-mail address and we will send you a link to choose a new password."
      footer={
        <p>
          No access to your e-mail?{' '}
          <Link href="/phone/password-reset" className={linkClass}>
            Reset by SMS
          </Link>
        </p>
      }
    >
      <ForgotPasswordEmailForm />
    </AuthCard>
  );
}
