// /verification/resend: resending the verification e-mail; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Resend Verification';
const description = 'Ask for a new verification e-mail if the first one did not arrive or has expired.';

export const metadata: Metadata = { title, description };

export default function VerificationResendPage() {
  return <PagePlaceholder title={title} description={description} />;
}
