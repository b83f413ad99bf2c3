// /signup: the sign-up form; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Sign Up';
const description = 'Create a free account to save cars, order vehicle history reports and track your imports from the US to Cambodia.';

export const metadata: Metadata = { title, description };

export default function SignupPage() {
  return <PagePlaceholder title={title} description={description} />;
}
