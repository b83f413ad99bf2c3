// /verification/verify-otp: enter the texted code; a right code verifies the account and logs in.
import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { VerifyOtpForm } from '@/features/auth/components/verify-otp-form';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = { title: 'Enter your code', robots: { index: false } };

export default async function VerificationVerifyOtpPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard title="Enter your code" lead="Type the 6-digit code we texted you. It is valid for 10 minutes.">
      <VerifyOtpForm phone={await searchParam(searchParams, 'phone')} />
    </AuthCard>
  );
}
