// /verification/instruction: after sign-up, tells the visitor to open the link we e-mailed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = {
  title: 'Check your inbox',
  description: 'Confirm your e-mail address with the link we sent you to start using your account.',
};

export default async function VerificationInstructionPage({ searchParams }: { searchParams: SearchParams }) {
  const email = await searchParam(searchParams, 'email');
  return (
    <AuthCard
      title="Check your inbox"
      lead={
        <>
          We have sent a verification link to{' '}
          {email ? <strong className="text-gray-900">{email}</strong> : 'your e-mail address'}. Open it to activate your
          account, then log in.
        </>
      }
      footer={
        <>
          <p>
            Nothing after a few minutes? Look in the spam folder, or{' '}
            <Link href="/verification/resend" className={linkClass}>
              send the link again
            </Link>
            .
          </p>
          <p>
            Prefer SMS?{' '}
            <Link href="/verification/send-otp" className={linkClass}>
              Verify with a code sent to your phone
            </Link>
          </p>
        </>
      }
    >
      <Link
        href="/login"
        className="inline-flex w-full items-center justify-center rounded-md bg-primary px-6 py-3 font-semibold text-white shadow-sm hover:bg-primary-700"
      >
        Go to log in
      </Link>
    </AuthCard>
  );
}
