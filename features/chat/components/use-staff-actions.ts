// Binds the header's staff actions to the chat API's mutations, which write the server's answers into the cache:
// flags, labels and assignee change only after the server agrees; a deleted chat leaves the inbox and the URL.
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useChatStore } from '@/stores/use-chat-store';
import { useAddLabelsToChat } from '../api/add-labels-to-chat';
import { useAssignEmployee } from '../api/assign-employee';
import { useCreateLabel } from '../api/create-label';
import { useDeleteChat } from '../api/delete-chat';
import { useRemoveLabelFromChat } from '../api/remove-label-from-chat';
import { useToggleDone } from '../api/toggle-done';
import { useToggleFollowUp } from '../api/toggle-follow-up';
import type { StaffActions } from './staff-actions';

export function useStaffActions(chatId: number | null, enabled: boolean): StaffActions | null {
  const router = useRouter();
  // mutateAsync is stable for the life of the component, so the actions below are rebuilt only for another chat.
  const { mutateAsync: toggleDone } = useToggleDone();
  const { mutateAsync: toggleFollowUp } = useToggleFollowUp();
  const { mutateAsync: deleteChat } = useDeleteChat();
  const { mutateAsync: assign } = useAssignEmployee();
  const { mutateAsync: createLabel } = useCreateLabel();
  const { mutateAsync: addLabels } = useAddLabelsToChat();
  const { mutateAsync: removeLabel } = useRemoveLabelFromChat();
  return useMemo(() => {
    if (!enabled || chatId === null) return null;
    return {
      toggleDone: async () => void (await toggleDone(chatId)),
      toggleFollowUp: async () => void (await toggleFollowUp(chatId)),
      remove: async () => {
        await deleteChat(chatId);
        const store = useChatStore.getState();
        if (store.currentChatId === chatId) store.setCurrentChatId(null);
        router.push('/messages/');
      },
      assign: async (employeeId) => void (await assign({ chat_id: chatId, employee_id: employeeId })),
      createLabel: (name, color) => createLabel({ name, color }),
      addLabel: async (labelId) => void (await addLabels({ chat_id: chatId, label_ids: [labelId] })),
      removeLabel: async (labelId) => void (await removeLabel({ chat_id: chatId, label_id: labelId })),
    };
  }, [chatId, enabled, router, toggleDone, toggleFollowUp, deleteChat, assign, createLabel, addLabels, removeLabel]);
}
