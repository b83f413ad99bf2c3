// /phone/password-reset: resetting a password by phone; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Reset Password by Phone';
const description = 'Receive a one-time code by SMS to reset the password of an account registered with a phone number.';

export const metadata: Metadata = { title, description };

export default function PhonePasswordResetPage() {
  return <PagePlaceholder title={title} description={description} />;
}
