// Anonymous visitors: a throwaway account (users.is_anonymous) with tokens, and its chats opened by unique_id.
import { and, eq } from 'drizzle-orm';
import type { AnonymousUser, Chat } from '@/lib/contract/chat';
import { toAuthUser } from '../../api/auth';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { issueTokenPair } from '../auth/sessions';
import { openChat } from './chat.service';

export async function createAnonymousUser(db: Db, firstName: string): Promise<AnonymousUser> {
  const [user] = await db.insert(users).values({ first_name: firstName, is_anonymous: true }).returning();
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
): Promise<{ chat: Chat; created: boolean }> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.unique_id, uniqueId), eq(users.is_anonymous, true), eq(users.is_active, true)))
    .limit(1);
  if (!user) throw ApiError.validation({ unique_id: ['No anonymous chat user has this id.'] });
  return openChat(db, bus, toAuthUser(user), carId, media);
}
