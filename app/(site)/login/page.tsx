// /login: the login form; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Log In';
const description = 'Sign in with your e-mail and password to follow your purchases, shipments and messages.';

export const metadata: Metadata = { title, description };

export default function LoginPage() {
  return <PagePlaceholder title={title} description={description} />;
}
