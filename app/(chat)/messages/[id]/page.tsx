// /messages/{id}: the inbox with one conversation open.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChatInbox } from '@/features/chat/components/chat-inbox';
import { parseRouteId } from '@/lib/route-id';

export const metadata: Metadata = {
  title: 'Conversation',
  description: 'Messages, photos and documents exchanged with our team in this conversation.',
};

export default async function MessagesDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const chatId = parseRouteId((await params).id);
  if (chatId === null) notFound();
  return <ChatInbox chatId={chatId} />;
}
