// /login: e-mail or phone number and password; `next` (a path on this site only) is where the visitor goes afterwards.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';
import { safeNextPath } from '@/lib/session';

export const metadata: Metadata = {
  title: 'Log In',
  description:
    'Sign in with your e-mail or phone number and password to follow your purchases, shipments and messages.',
};

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const next = safeNextPath(await searchParam(searchParams, 'next'));
  return (
    <AuthCard
      title="Log In"
      lead="Follow your purchases, shipments and messages."
      footer={
        <>
          <p>
            New here?{' '}
            <Link href="/signup" className={linkClass}>
              Create an account
            </Link>
          </p>
          <p>
            Didn&apos;t get the e-mail?{' '}
            <Link href="/verification/resend" className={linkClass}>
              Resend the verification link
            </Link>{' '}
            or{' '}
            <Link href="/verification/send-otp" className={linkClass}>
              verify by SMS
            </Link>
          </p>
          <p>
            Reset your password{' '}
            <Link href="/phone/password-reset" className={linkClass}>
              by SMS
            </Link>
          </p>
        </>
      }
    >
      <LoginForm next={next} />
    </AuthCard>
  );
}
