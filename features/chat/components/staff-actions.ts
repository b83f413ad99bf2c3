// What staff can do to the open chat; the inbox binds these to the chat API's mutations (the menus read the
// employees and labels with the API's query hooks).
import type { ChatUser, Label } from '@/lib/contract/chat';

export interface StaffActions {
  toggleDone: () => Promise<void>;
  toggleFollowUp: () => Promise<void>;
  remove: () => Promise<void>;
  assign: (employeeId: number) => Promise<void>;
  createLabel: (name: string, color: string) => Promise<Label>;
  addLabel: (labelId: number) => Promise<void>;
  removeLabel: (labelId: number) => Promise<void>;
}

export const fullName = (user: Pick<ChatUser, 'first_name' | 'last_name'>): string =>
  `${user.first_name} ${user.last_name}`.trim();
