// DELETE /api/chats/{id}/: deletes a chat with its messages (staff only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import { removeChatFromLists } from '../utils/update-chat-cache';

export async function deleteChat(chatId: number, client: ApiClient = api): Promise<void> {
  await client.delete(`/api/chats/${chatId}/`);
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: number) => deleteChat(chatId),
    onSuccess: (_, chatId) => removeChatFromLists(queryClient, chatId),
  });
}
