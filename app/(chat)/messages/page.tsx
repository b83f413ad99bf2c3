// /messages: the inbox, the chat list with no conversation open.
import type { Metadata } from 'next';
import { ChatInbox } from '@/features/chat/components/chat-inbox';

export const metadata: Metadata = {
  title: 'Messages',
  description: 'Your conversations with our sales and logistics team.',
};

export default function MessagesPage() {
  return <ChatInbox chatId={null} />;
}
