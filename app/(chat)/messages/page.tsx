// /messages: messages; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

const title = 'Messages';
const description = 'Your conversations with our sales and logistics team.';

export const metadata: Metadata = { title, description };

export default function MessagesPage() {
  return <PagePlaceholder title={title} description={description} />;
}
