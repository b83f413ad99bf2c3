// Bus channels and fan-out of chat events: a chat's sockets on `chat.<id>`, each user's bell on `user.<id>`.
import type { ChatMessage, ServerFrame } from '@/lib/contract/chat';
import type { Bus } from '../../realtime/bus';
import type { ChatRow, MemberRow } from './chat.repository';

export const chatChannel = (chatId: number) => `chat.${chatId}`;
export const userChannel = (userId: number) => `user.${userId}`;
/** Every staff notification socket: new chats and messages in chats nobody is assigned to. */
export const STAFF_CHANNEL = 'staff';

/**
 * Publishes a stored message to the chat's sockets and a notification to every other member; a chat without an
 * assignee also notifies all staff. `command` is new_message for socket messages, broadcast_message for uploads.
 */
export async function publishMessage(
  bus: Bus,
  chat: Pick<ChatRow, 'id' | 'employee_id' | 'chat_type'>,
  members: MemberRow[],
  message: ChatMessage,
  command: 'new_message' | 'broadcast_message',
): Promise<void> {
  const frame: ServerFrame = { command, message };
  const notification: ServerFrame = { command: 'new_message_notification', chat: chat.id, message };
  const targets = members.filter((m) => m.user_id !== message.sender).map((m) => userChannel(m.user_id));
  if (chat.employee_id === null && chat.chat_type !== 'private' && chat.chat_type !== 'group')
    targets.push(STAFF_CHANNEL);
  // The notification is encoded once for all its channels.
  await Promise.all([
    bus.publish(chatChannel(chat.id), frame),
    ...(targets.length ? [bus.publish(targets, notification)] : []),
  ]);
}
