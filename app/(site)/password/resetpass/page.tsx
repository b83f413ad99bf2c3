// /password/resetpass: the e-mailed reset link lands here with its token; the visitor chooses a new password.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

export default async function PasswordResetpassPage({ searchParams }: { searchParams: SearchParams }) {
  const token = await searchParam(searchParams, 'token');
  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <FormAlert
            title="This reset link is incomplete."
            messages={['Open the link from the e-mail again, or ask for a new one.']}
          />
          <Link href="/password/reset" className={linkClass}>
            Send a new reset link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
