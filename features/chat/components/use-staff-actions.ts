// Binds the header's staff actions to the chat API and the store: flags flip, labels and assignee change only
// after the server agrees; a deleted chat leaves the inbox and the URL.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { Chat } from '@/lib/contract/chat';
import { useChatStore } from '@/stores/use-chat-store';
import { addLabelsToChat } from '../api/add-labels-to-chat';
import { assignEmployee } from '../api/assign-employee';
import { chatKeys } from '../api/chat-keys';
import { createLabel } from '../api/create-label';
import { deleteChat } from '../api/delete-chat';
import { getEmployees } from '../api/get-employees';
import { getLabels } from '../api/get-labels';
import { removeLabelFromChat } from '../api/remove-label-from-chat';
import { toggleDone } from '../api/toggle-done';
import { toggleFollowUp } from '../api/toggle-follow-up';
import type { StaffActions } from './staff-actions';

/** Replaces fields of one chat in the list and, when open, in the current chat. */
function patchChat(chatId: number, change: Partial<Chat>) {
  const { chats, currentChat, setChats, setCurrentChat } = useChatStore.getState();
  setChats(chats.map((chat) => (chat.id === chatId ? { ...chat, ...change } : chat)));
  if (currentChat?.id === chatId) setCurrentChat({ ...currentChat, ...change });
}

export function useStaffActions(chatId: number | null, enabled: boolean): StaffActions | null {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMemo(() => {
    if (!enabled || chatId === null) return null;
    const store = () => useChatStore.getState();
    return {
      toggleDone: () => store().toggleDone(chatId, toggleDone),
      toggleFollowUp: () => store().toggleFollowUp(chatId, toggleFollowUp),
      remove: async () => {
        await deleteChat(chatId);
        store().deleteChat(chatId);
        router.push('/messages/');
      },
      loadEmployees: () => queryClient.fetchQuery({ queryKey: chatKeys.employees(), queryFn: () => getEmployees(), staleTime: 5 * 60_000 }),
      assign: async (employeeId) => {
        const chat = await assignEmployee({ chat_id: chatId, employee_id: employeeId });
        patchChat(chatId, { employee: chat.employee });
      },
      searchLabels: (q) => getLabels(q),
      createLabel: async (name, color) => {
        const label = await createLabel({ name, color });
        await queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'labels'] });
        return label;
      },
      addLabel: async (labelId) => {
        const { labels } = await addLabelsToChat({ chat_id: chatId, label_ids: [labelId] });
        patchChat(chatId, { labels });
      },
      removeLabel: async (labelId) => {
        const { labels } = await removeLabelFromChat({ chat_id: chatId, label_id: labelId });
        patchChat(chatId, { labels });
      },
    };
  }, [chatId, enabled, router, queryClient]);
}
