// /verification: the e-mailed link lands here with uid and token, and the account is activated.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = { title: 'Verify your account', robots: { index: false } };

export default async function VerificationPage({ searchParams }: { searchParams: SearchParams }) {
  const uid = await searchParam(searchParams, 'uid');
  const token = await searchParam(searchParams, 'token');
  return (
    <AuthCard title="Verify your account">
      {uid && token ? (
        <VerifyEmail uid={uid} token={token} />
      ) : (
        <div className="space-y-4">
          <FormAlert
            title="This verification link is incomplete."
            messages={['Open the link from the e-mail again, or ask for a new one.']}
          />
          <Link href="/verification/resend" className={linkClass}>
            Send a new verification link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
