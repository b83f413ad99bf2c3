// /password/reset: requesting a password reset; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Reset Your Password';
const description = 'Enter your e-mail address and we will send you a link to choose a new password.';

export const metadata: Metadata = { title, description };

export default function PasswordResetPage() {
  return <PagePlaceholder title={title} description={description} />;
}
