// /verification: account verification; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Verify Your Account';
const description = 'Confirm your e-mail address or phone number to activate your account.';

export const metadata: Metadata = { title, description };

export default function VerificationPage() {
  return <PagePlaceholder title={title} description={description} />;
}
