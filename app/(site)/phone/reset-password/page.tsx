// /phone/reset-password: choosing a new password by phone; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'New Password by Phone';
const description = 'Enter the SMS code and choose a new password for your account.';

export const metadata: Metadata = { title, description };

export default function PhoneResetPasswordPage() {
  return <PagePlaceholder title={title} description={description} />;
}
