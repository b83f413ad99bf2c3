// /verification/send-otp: sending a phone verification code; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Verify by Phone';
const description = 'Receive a one-time code by SMS to verify your Cambodian or international phone number.';

export const metadata: Metadata = { title, description };

export default function VerificationSendOtpPage() {
  return <PagePlaceholder title={title} description={description} />;
}
