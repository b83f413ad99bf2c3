// /verification/verify-otp: entering the phone verification code; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Enter Your Code';
const description = 'Type the one-time code we sent by SMS to finish verifying your phone number.';

export const metadata: Metadata = { title, description };

export default function VerificationVerifyOtpPage() {
  return <PagePlaceholder title={title} description={description} />;
}
