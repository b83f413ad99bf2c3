// /signup: create a customer or Business Account; the e-mail address is confirmed next.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard, linkClass } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';

export const metadata: Metadata = {
  title: 'Sign Up',
  description:
    'Create a free account to save cars, order vehicle history reports and track your imports from the US to Cambodia.',
};

export default function SignupPage() {
  return (
    <AuthCard
      title="Sign Up"
      lead="Save cars, order vehicle history reports and follow your imports from the US to Cambodia."
      footer={
        <p>
          Already have an account?{' '}
          <Link href="/login" className={linkClass}>
            Log in
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
