// /verification/send-otp: texts a 6-digit code to verify the account by phone.
import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SendVerificationOtpForm } from '@/features/auth/components/request-forms';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = {
  title: 'Verify by SMS',
  description: 'Verify your account with a code sent to your phone.',
};

export default async function VerificationSendOtpPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard title="Verify by SMS" lead="We will text a 6-digit code to the phone number on your account.">
      <SendVerificationOtpForm phone={await searchParam(searchParams, 'phone')} />
    </AuthCard>
  );
}
