// Chat queries: chats with everything a list row shows, members and their read state, messages.
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cars, chatLabels, chatMembers, chatMessages, chats, labels, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

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
  const rows = await db
    .select({ chat_id: chatMessages.chat_id, n: count() })
    .from(chatMessages)
    .leftJoin(chatMembers, and(eq(chatMembers.chat_id, chatMessages.chat_id), eq(chatMembers.user_id, userId)))
    .where(
      and(
        inArray(chatMessages.chat_id, chatIds),
        sql`${chatMessages.sender_id} is distinct from ${userId}`,
        sql`case when ${chatMembers.user_id} is null then not ${chatMessages.is_read} else ${chatMessages.id} > ${chatMembers.last_read_message_id} end`,
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

/** A message stored by storeMessage, with what its fan-out needs, all read in the same statement. */
export interface StoredMessage {
  row: MessageRow;
  /** The chat as it is after the insert (assignee and type decide who is notified). */
  chat: Pick<ChatRow, 'id' | 'chat_type' | 'employee_id'>;
  /** Every member with their read mark, the sender included (now a member, read up to this message). */
  members: MemberRow[];
  sender: Pick<UserRow, 'id' | 'first_name'> | undefined;
}

interface StoredMessageRecord {
  id: number;
  chat_id: number;
  sender_id: number;
  content: string;
  media_type: string | null;
  file: string | null;
  is_read: boolean;
  created_ms: number;
  chat_type: string;
  employee_id: number | null;
  members: { user_id: number; last_read_message_id: number }[] | string;
  first_name: string | null;
}

/**
 * One round trip for a new message: insert it, bump the chat's activity (a customer's message reopens a chat marked
 * done), make the sender a member whose read mark covers it and flag the others' older messages as read (what
 * insertMessage + markRead do), and return the chat's assignee, the members and the sender's name for the DTO.
 * The members are read from the statement's snapshot plus the sender's row as written by it.
 */
export async function storeMessage(
  db: Db,
  values: Omit<typeof chatMessages.$inferInsert, 'sender_id'> & { sender_id: number },
  reopen: boolean,
): Promise<StoredMessage> {
  const { chat_id: chatId, sender_id: senderId } = values;
  const result = await db.execute(sql`
    with msg as (
      insert into ${chatMessages} (chat_id, sender_id, content, file, media_type)
      values (${chatId}, ${senderId}, ${values.content ?? ''}, ${values.file ?? null}, ${values.media_type ?? null})
      returning *
    ), chat as (
      update ${chats} set last_message_at = (select created_at from msg), done = case when ${reopen}::boolean then false else done end
      where id = ${chatId}
      returning chat_type, employee_id
    ), mark as (
      insert into ${chatMembers} (chat_id, user_id, last_read_message_id)
      select chat_id, sender_id, id from msg
      on conflict (chat_id, user_id) do update
        set last_read_message_id = greatest(${chatMembers}.last_read_message_id, excluded.last_read_message_id)
      returning user_id, last_read_message_id
    ), seen as (
      update ${chatMessages} set is_read = true
      where chat_id = ${chatId} and id < (select id from msg) and not is_read and sender_id is distinct from ${senderId}
    ), everyone as (
      select user_id, last_read_message_id from ${chatMembers} where chat_id = ${chatId} and user_id <> ${senderId}
      union all
      select user_id, last_read_message_id from mark
    )
    select msg.id, msg.chat_id, msg.sender_id, msg.content, msg.media_type, msg.file, msg.is_read,
      floor(extract(epoch from msg.created_at) * 1000)::float8 as created_ms,
      chat.chat_type, chat.employee_id,
      (select json_agg(json_build_object('user_id', user_id, 'last_read_message_id', last_read_message_id)) from everyone) as members,
      (select first_name from ${users} where id = ${senderId}) as first_name
    from msg cross join chat
  `);
  const [record] = rowsOf<StoredMessageRecord>(result);
  if (!record) throw new Error(`chat ${chatId} is gone`);
  const row: MessageRow = {
    id: record.id,
    chat_id: record.chat_id,
    sender_id: record.sender_id,
    content: record.content,
    media_type: record.media_type,
    file: record.file,
    is_read: record.is_read,
    created_at: new Date(record.created_ms),
  };
  return {
    row,
    chat: { id: chatId, chat_type: record.chat_type, employee_id: record.employee_id },
    members: parsedJson(record.members).map((m) => ({
      chat_id: chatId,
      user_id: m.user_id,
      last_read_message_id: m.last_read_message_id,
    })),
    sender: record.first_name === null ? undefined : { id: senderId, first_name: record.first_name },
  };
}

/** A json column as the driver gave it (parsed by both drivers by default; a string if a parser is turned off). */
function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Moves a member's read mark forward (never back) and flags the others' messages up to it as read; a staff
 * reader who had not joined the chat joins it. Returns the mark now stored. One statement: the mark is the newest
 * message of the chat at or before `messageId`.
 */
export async function markRead(db: Db, chatId: number, userId: number, messageId: number): Promise<number> {
  const result = await db.execute(sql`
    with latest as (
      select coalesce((select id from ${chatMessages} where chat_id = ${chatId} and id <= ${messageId} order by id desc limit 1), 0) as id
    ), stored as (
      insert into ${chatMembers} (chat_id, user_id, last_read_message_id)
      select ${chatId}, ${userId}, id from latest
      on conflict (chat_id, user_id) do update
        set last_read_message_id = greatest(${chatMembers}.last_read_message_id, excluded.last_read_message_id)
      returning last_read_message_id
    ), flagged as (
      update ${chatMessages} set is_read = true
      where chat_id = ${chatId} and id <= (select id from latest) and not is_read and sender_id is distinct from ${userId}
    )
    select coalesce((select last_read_message_id from stored), (select id from latest)) as mark
  `);
  const [row] = rowsOf<{ mark: number }>(result);
  return row?.mark ?? 0;
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
