'use client';
// Composes the chat widget with the auth feature: a visitor who verifies is logged in as the login form does.
import { sessionApi } from '@/features/auth/api/session-api';
import { VisitorChatLauncher } from '@/features/chat/components/visitor-chat/visitor-chat-launcher';
import type { OtpActivated } from '@/lib/contract/auth';
import { logIn } from '@/stores/use-auth-store';

async function logInVerifiedVisitor({ access, refresh }: OtpActivated): Promise<void> {
  await logIn({ access, refresh }, sessionApi);
}

export function VisitorChat() {
  return <VisitorChatLauncher onVerified={logInVerifiedVisitor} />;
}
