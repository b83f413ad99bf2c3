// /phone/reset-password: the texted code and a new password.
import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PhoneResetForm } from '@/features/auth/components/phone-reset-form';
import { searchParam, type SearchParams } from '@/features/auth/utils/search-param';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

export default async function PhoneResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <AuthCard title="Choose a new password" lead="Type the 6-digit code we texted you and your new password.">
      <PhoneResetForm phone={await searchParam(searchParams, 'phone')} />
    </AuthCard>
  );
}
