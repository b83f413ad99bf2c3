// Labels (staff only): search, create, attach to and detach from chats.
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Label } from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import { escapeLike, searchWords } from '../../api/filters';
import type { Db } from '../../db/client';
import { chatLabels, labels } from '../../db/schema';
import { findChat, findLabelsByChat } from './chat.repository';

function staffOnly(user: AuthUser): void {
  if (!user.is_staff) throw ApiError.forbidden();
}

export async function searchLabels(db: Db, user: AuthUser, q: string | undefined): Promise<Label[]> {
  staffOnly(user);
  searchWords('q', q);
  return db
    .select()
    .from(labels)
    .where(q ? ilike(labels.name, `%${escapeLike(q)}%`) : undefined)
    .orderBy(asc(labels.name))
    .limit(100);
}

export async function createLabel(db: Db, user: AuthUser, name: string, color: string): Promise<Label> {
  staffOnly(user);
  const [row] = await db.insert(labels).values({ name, color }).onConflictDoNothing().returning();
  if (!row) throw ApiError.validation({ name: ['label with this name already exists.'] });
  return row;
}

async function chatFor(db: Db, chatId: number): Promise<number> {
  const chat = await findChat(db, chatId);
  if (!chat) throw ApiError.validation({ chat_id: [`Invalid pk "${chatId}" - object does not exist.`] });
  return chat.id;
}

export async function addLabels(db: Db, user: AuthUser, chatId: number, labelIds: number[]) {
  staffOnly(user);
  const id = await chatFor(db, chatId);
  const found = await db.select({ id: labels.id }).from(labels).where(inArray(labels.id, labelIds));
  const missing = labelIds.find((l) => !found.some((f) => f.id === l));
  if (missing !== undefined)
    throw ApiError.validation({ label_ids: [`Invalid pk "${missing}" - object does not exist.`] });
  await db
    .insert(chatLabels)
    .values(found.map((l) => ({ chat_id: id, label_id: l.id })))
    .onConflictDoNothing();
  return { chat_id: id, labels: (await findLabelsByChat(db, [id])).get(id) ?? [] };
}

export async function removeLabel(db: Db, user: AuthUser, chatId: number, labelId: number) {
  staffOnly(user);
  const id = await chatFor(db, chatId);
  await db.delete(chatLabels).where(and(eq(chatLabels.chat_id, id), eq(chatLabels.label_id, labelId)));
  return { chat_id: id, labels: (await findLabelsByChat(db, [id])).get(id) ?? [] };
}
