// /messages/{id}: one conversation; a placeholder until its issue is built.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { parseRouteId } from '@/lib/route-id';

const title = 'Conversation';
const description = 'Messages, photos and documents exchanged with our team in this conversation.';

export const metadata: Metadata = { title, description };

export default async function MessagesDetailPage({ params }: { params: Promise<{ id: string }> }) {
  if (parseRouteId((await params).id) === null) notFound();
  return <PagePlaceholder title={title} description={description} />;
}
