// /verification/instruction: the verification instructions; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Check Your Inbox';
const description = 'We sent you a verification link; open it to activate your account.';

export const metadata: Metadata = { title, description };

export default function VerificationInstructionPage() {
  return <PagePlaceholder title={title} description={description} />;
}
