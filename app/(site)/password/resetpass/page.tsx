// /password/resetpass: choosing a new password; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Choose a New Password';
const description = 'Set a new password for your account from the link we e-mailed you.';

export const metadata: Metadata = { title, description };

export default function PasswordResetpassPage() {
  return <PagePlaceholder title={title} description={description} />;
}
