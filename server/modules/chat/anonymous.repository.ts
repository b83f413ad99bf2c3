// Moving an anonymous chat user's conversations to the account that proved the same address (memberships, messages, read marks).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMembers, chatMessages, chats } from '../../db/schema';

/** Hands every chat of `fromUserId` to `toUserId`: a chat both are in keeps one membership with the later read mark. */
export async function moveChatsToAccount(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db.execute(sql`
    insert into chat_members (chat_id, user_id, last_read_message_id)
    select chat_id, ${toUserId}, last_read_message_id from chat_members where user_id = ${fromUserId}
    on conflict (chat_id, user_id)
    do update set last_read_message_id = greatest(chat_members.last_read_message_id, excluded.last_read_message_id)
  `);
  await db.delete(chatMembers).where(eq(chatMembers.user_id, fromUserId));
  await db.update(chatMessages).set({ sender_id: toUserId }).where(eq(chatMessages.sender_id, fromUserId));
  await db.update(chats).set({ customer_id: toUserId }).where(eq(chats.customer_id, fromUserId));
}
