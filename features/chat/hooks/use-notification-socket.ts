'use client';
// The user's notification socket (ws/notifications/{unique_id}/): opens when a user is present and feeds
// notifications, new chats and read receipts to React Query's cache (spec §4, decision 024). The unread count is
// fetched again after every reconnect, and after a read receipt of the user's own (another tab or device read a
// chat: only the server's count is exact for chats this page never loaded).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverFrameSchema, type ServerFrame } from '@/lib/contract/chat';
import { openSocket } from '@/lib/socket/reconnecting-socket';
import { publishRecordEvent } from '@/lib/socket/record-events';
import { socketUrl } from '@/lib/socket/socket-url';
import { renewSession, useAuthStore } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { chatKeys } from '../api/chat-keys';
import { applyChatFrame } from '../utils/apply-chat-frame';

export function useNotificationSocket(uniqueId: string | null, viewerId: number | null): void {
  // The socket follows the session, not each token: a renewed token is read by the next attempt (decision 019).
  const signedIn = useAuthStore((state) => state.token !== null);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!uniqueId || !signedIn) return;
    const refreshCount = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unreadCount() });
    const socket = openSocket<ServerFrame>({
      url: () =>
        socketUrl(`/ws/notifications/${encodeURIComponent(uniqueId)}/`, { token: useAuthStore.getState().token ?? '' }),
      schema: serverFrameSchema,
      onFrame: (frame) => {
        // Shipping-record news is the orders feature's: handed over, not applied to the chat cache.
        if (frame.command === 'record_update') {
          publishRecordEvent(frame);
          return;
        }
        applyChatFrame(frame, { queryClient, store: useChatStore, viewerId, socketChatId: null });
        if (frame.command === 'message_read' && (viewerId === null || frame.user === viewerId)) refreshCount();
      },
      onReconnect: refreshCount,
      renewToken: renewSession,
    });
    return () => socket.close();
  }, [uniqueId, signedIn, viewerId, queryClient]);
}
