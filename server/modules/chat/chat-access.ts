// Who may see and act on a chat: members see theirs; staff see support and car chats; car_internal is staff only.
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { findChat, isMember, type ChatRow } from './chat.repository';

const STAFF_VISIBLE = new Set(['support', 'car', 'car_internal']);

export async function canAccessChat(db: Db, user: AuthUser, chat: ChatRow): Promise<boolean> {
  if (chat.chat_type === 'car_internal') return user.is_staff;
  if (user.is_staff && STAFF_VISIBLE.has(chat.chat_type)) return true;
  if (chat.customer_id === user.id) return true;
  return isMember(db, chat.id, user.id);
}

/** The chat when the user may see it; 404 otherwise, so chat ids reveal nothing about other people's chats. */
export async function findAccessibleChat(db: Db, user: AuthUser, chatId: number): Promise<ChatRow> {
  const chat = await findChat(db, chatId);
  if (!chat || !(await canAccessChat(db, user, chat))) throw ApiError.notFound();
  return chat;
}
