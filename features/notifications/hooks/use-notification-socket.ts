'use client';
// The user's notification socket (ws/notifications/{unique_id}/): opens when a user is present, fetches the unread
// count first (and again after every reconnect), and feeds notifications and new chats to the chat store (spec §4).
import { useEffect } from 'react';
import { serverFrameSchema, type ServerFrame } from '@/lib/contract/chat';
import { openSocket } from '@/lib/socket/reconnecting-socket';
import { socketUrl } from '@/lib/socket/socket-url';
import { renewSession, useAuthStore } from '@/stores/use-auth-store';
import { useChatStore } from '@/stores/use-chat-store';
import { getUnreadCount } from '../api/get-unread-count';

export function useNotificationSocket(uniqueId: string | null): void {
  // The socket follows the session, not each token: a renewed token is read by the next attempt (decision 019).
  const signedIn = useAuthStore((state) => state.token !== null);

  useEffect(() => {
    if (!uniqueId || !signedIn) return;
    let live = true;
    const refreshCount = () => {
      getUnreadCount()
        .then((count) => {
          if (live) useChatStore.getState().setUnreadCount(count);
        })
        // Spec §9: load failures are only logged; the socket's notifications still move the count.
        .catch((error: unknown) => console.log('unread count failed', error));
    };
    refreshCount();
    const socket = openSocket<ServerFrame>({
      url: () => socketUrl(`/ws/notifications/${encodeURIComponent(uniqueId)}/`, { token: useAuthStore.getState().token ?? '' }),
      schema: serverFrameSchema,
      onFrame: (frame) => {
        useChatStore.getState().receive(frame);
        // Read in another tab or device: the server's count is exact even for chats this page never loaded.
        if (frame.command === 'message_read') refreshCount();
      },
      onReconnect: refreshCount,
      renewToken: renewSession,
    });
    return () => {
      live = false;
      socket.close();
    };
  }, [uniqueId, signedIn]);
}
