// Chat queries: chats with everything a list row shows, members and their read state, messages.
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cars, chatLabels, chatMembers, chatMessages, chats, labels, users } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;

export async function findChat(db: Db, id: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row;
}

export async function findMembers(db: Db, chatIds: number[]): Promise<MemberRow[]> {
  if (!chatIds.length) return [];
  return db.select().from(chatMembers).where(inArray(chatMembers.chat_id, chatIds));
}

export async function isMember(db: Db, chatId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMembers.user_id })
    .from(chatMembers)
    .where(and(eq(chatMembers.chat_id, chatId), eq(chatMembers.user_id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function addMember(db: Db, chatId: number, userId: number): Promise<void> {
  await db.insert(chatMembers).values({ chat_id: chatId, user_id: userId }).onConflictDoNothing();
}

export async function findUsers(db: Db, ids: number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u]));
}

export interface CarSummaryRow {
  id: number;
  year: number;
  make_name: string;
  model_name: string;
  trim_name: string;
  price: number;
  selling_type: string;
  cover_image: string | null;
}

// The listing's chosen cover, or its first gallery image, as its card shows. Written out in full: drizzle leaves
// columns unqualified in single-table selects, and "car_id" = "id" inside the subquery compared the image row with
// itself, so a chat showed whichever car's photo had that image id.
const carCover = sql<string | null>`coalesce(nullif("cars"."cover_image", ''), (
  select ci.image from car_images ci where ci.car_id = "cars"."id" order by ci.position, ci.id limit 1
))`;

export async function findCarSummaries(db: Db, ids: number[]): Promise<Map<number, CarSummaryRow>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      id: cars.id,
      year: cars.year,
      make_name: cars.make_name,
      model_name: cars.model_name,
      trim_name: cars.trim_name,
      price: cars.price,
      selling_type: cars.selling_type,
      cover_image: carCover,
    })
    .from(cars)
    .where(inArray(cars.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findLabelsByChat(
  db: Db,
  chatIds: number[],
): Promise<Map<number, (typeof labels.$inferSelect)[]>> {
  const out = new Map<number, (typeof labels.$inferSelect)[]>();
  if (!chatIds.length) return out;
  const rows = await db
    .select({ chat_id: chatLabels.chat_id, id: labels.id, name: labels.name, color: labels.color })
    .from(chatLabels)
    .innerJoin(labels, eq(labels.id, chatLabels.label_id))
    .where(inArray(chatLabels.chat_id, chatIds))
    .orderBy(asc(labels.name));
  for (const { chat_id, ...label } of rows) out.set(chat_id, [...(out.get(chat_id) ?? []), label]);
  return out;
}

export async function findLatestMessages(db: Db, chatIds: number[]): Promise<Map<number, MessageRow>> {
  if (!chatIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([chatMessages.chat_id])
    .from(chatMessages)
    .where(inArray(chatMessages.chat_id, chatIds))
    .orderBy(chatMessages.chat_id, desc(chatMessages.id));
  return new Map(rows.map((m) => [m.chat_id, m]));
}

/**
 * Unread messages per chat for one viewer: a member counts messages from others after its last read one;
 * staff who have not joined a chat count the messages nobody else has read yet.
 */
export async function countUnread(db: Db, chatIds: number[], userId: number): Promise<Map<number, number>> {
  if (!chatIds.length) return new Map();
  // Each chat's furthest read mark, whose it is, and the next one: how far anyone but a message's sender has read is
  // the furthest mark, or the next one when the furthest is the sender's (once per chat, not per message).
  const marks = db
    .select({
      chat_id: chatMembers.chat_id,
      top: sql<number>`max(${chatMembers.last_read_message_id})`.as('top'),
      top_user:
        sql<number>`(array_agg(${chatMembers.user_id} order by ${chatMembers.last_read_message_id} desc))[1]`.as(
          'top_user',
        ),
      next: sql<number>`(array_agg(${chatMembers.last_read_message_id} order by ${chatMembers.last_read_message_id} desc))[2]`.as(
        'next',
      ),
    })
    .from(chatMembers)
    .where(inArray(chatMembers.chat_id, chatIds))
    .groupBy(chatMembers.chat_id)
    .as('marks');
  const readByOthers = sql`coalesce(case when ${marks.top_user} is distinct from ${chatMessages.sender_id} then ${marks.top} else ${marks.next} end, 0)`;
  const rows = await db
    .select({ chat_id: chatMessages.chat_id, n: count() })
    .from(chatMessages)
    .leftJoin(chatMembers, and(eq(chatMembers.chat_id, chatMessages.chat_id), eq(chatMembers.user_id, userId)))
    .leftJoin(marks, eq(marks.chat_id, chatMessages.chat_id))
    .where(
      and(
        inArray(chatMessages.chat_id, chatIds),
        sql`${chatMessages.sender_id} is distinct from ${userId}`,
        sql`case when ${chatMembers.user_id} is null then ${chatMessages.id} > ${readByOthers} else ${chatMessages.id} > ${chatMembers.last_read_message_id} end`,
      ),
    )
    .groupBy(chatMessages.chat_id);
  return new Map(rows.map((r) => [r.chat_id, r.n]));
}

/** Unread messages over every chat the user is a member of (the bell). */
export async function countUnreadTotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.chat_id, chatMessages.chat_id), eq(chatMembers.user_id, userId)))
    .where(
      and(
        gt(chatMessages.id, chatMembers.last_read_message_id),
        sql`${chatMessages.sender_id} is distinct from ${userId}`,
      ),
    );
  return row?.n ?? 0;
}

export async function countChats(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chats)
    .leftJoin(users, eq(users.id, chats.customer_id))
    .where(where);
  return row?.n ?? 0;
}

export async function findChatPage(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<ChatRow[]> {
  const rows = await db
    .select({ chat: chats })
    .from(chats)
    .leftJoin(users, eq(users.id, chats.customer_id))
    .where(where)
    .orderBy(desc(chats.last_message_at), desc(chats.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.chat);
}

/** Chats the user belongs to. */
export const memberOf = (userId: number): SQL =>
  sql`${chats.id} in (select ${chatMembers.chat_id} from ${chatMembers} where ${chatMembers.user_id} = ${userId})`;

export async function findMessages(db: Db, chatId: number, limit: number, offset: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chat_id, chatId))
    .orderBy(desc(chatMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countMessages(db: Db, chatId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.chat_id, chatId));
  return row?.n ?? 0;
}

export async function findMessagesAfter(db: Db, chatId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chat_id, chatId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

export async function findExistingCustomerChat(
  db: Db,
  customerId: number,
  carId: number | null,
): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(
        eq(chats.customer_id, customerId),
        carId === null
          ? and(eq(chats.chat_type, 'support'), isNull(chats.car_id))
          : and(eq(chats.chat_type, 'car'), eq(chats.car_id, carId)),
      ),
    )
    .orderBy(desc(chats.id))
    .limit(1);
  return row;
}
