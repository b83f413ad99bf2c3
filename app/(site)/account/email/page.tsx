// /account/email: the link e-mailed to a new address lands here with uid and token, and the change is confirmed
// (no session needed: the link may be opened on another device).
import type { Metadata } from 'next';
import Link from 'next/link';
import { FormAlert } from '@/components/forms/form-alert';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { ConfirmEmailChange } from '@/features/auth/components/confirm-email-change';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = { title: 'Confirm your new e-mail address', robots: { index: false } };

export default async function ConfirmEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const uid = await searchParam(searchParams, 'uid');
  const token = await searchParam(searchParams, 'token');
  return (
    <AuthCard title="Confirm your new e-mail address">
      {uid && token ? (
        <ConfirmEmailChange uid={uid} token={token} />
      ) : (
        <div className="space-y-4">
          <FormAlert
            title="This confirmation link is incomplete."
            messages={['Open the link from the e-mail again, or ask for a new one on your account page.']}
          />
          <Link href="/account" className={linkClass}>
            Go to my account
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
