// /phone/password-reset: texts a 6-digit code to reset the password by phone.
import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordPhoneForm } from '@/features/auth/components/request-forms';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = {
  title: 'Reset your password by SMS',
  description: 'Get a code on your phone to choose a new password.',
};

export default async function PhonePasswordResetPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard
      title="Reset your password by SMS"
      lead="We will text a 6-digit code to the phone number on your account."
    >
      <ForgotPasswordPhoneForm phone={await searchParam(searchParams, 'phone')} />
    </AuthCard>
  );
}
