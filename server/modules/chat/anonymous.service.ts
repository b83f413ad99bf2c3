// Anonymous visitors: a throwaway account (users.is_anonymous) with tokens, and its chats opened by unique_id.
import { and, eq } from 'drizzle-orm';
import type { AnonymousUser, ChatCreated } from '@/lib/contract/chat';
import { toAuthUser } from '../../api/auth';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { chatVisitorContacts, users } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { issueTokenPair } from '../auth/sessions';
import { openChat } from './chat.service';

export interface VisitorContact {
  first_name: string;
  phone?: string;
  telegram?: string;
}

/** The visitor with how staff can reach them (a phone number, a Telegram name or both; the contract asks for one). */
export async function createAnonymousUser(db: Db, contact: VisitorContact): Promise<AnonymousUser> {
  const user = await db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ first_name: contact.first_name, is_anonymous: true }).returning();
    await tx
      .insert(chatVisitorContacts)
      .values({ user_id: row!.id, phone: contact.phone ?? null, telegram: contact.telegram ?? null });
    return row;
  });
  const tokens = await issueTokenPair(db, user!.id);
  return {
    user: { id: user!.id, unique_id: user!.unique_id, first_name: user!.first_name, is_anonymous: true },
    ...tokens,
  };
}

/** The visitor's support chat (or car chat); the unguessable unique_id is the credential, as the widget has no login. */
export async function openAnonymousChat(
  db: Db,
  bus: Bus,
  uniqueId: string,
  carId: number | null,
  media: MediaUrl,
  content?: string,
): Promise<{ chat: ChatCreated; created: boolean }> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.unique_id, uniqueId), eq(users.is_anonymous, true), eq(users.is_active, true)))
    .limit(1);
  if (!user) throw ApiError.validation({ unique_id: ['No anonymous chat user has this id.'] });
  return openChat(db, bus, toAuthUser(user), carId, media, content);
}
