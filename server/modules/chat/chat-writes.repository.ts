// The chat's writes on the message path, each one statement for any number of messages or read marks (decision 064).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PLAN_ONCE } from '../../db/named-statements';
import { rowsOf } from '../../db/rows';
import { chatMembers, chatMessages, chats, users } from '../../db/schema';
import type { ChatRow, MemberRow, MessageRow, UserRow } from './chat.repository';

/** A message to store; `reopen`: a customer's message reopens a chat marked done. */
export interface MessageInput {
  chat_id: number;
  sender_id: number;
  content: string;
  file: string | null;
  media_type: string | null;
  reopen: boolean;
}

/** A message stored by storeMessages, with what its fan-out needs, all read in the same statement. */
export interface StoredMessage {
  row: MessageRow;
  /** The chat as it is after the insert (assignee and type decide who is notified). */
  chat: Pick<ChatRow, 'id' | 'chat_type' | 'employee_id'>;
  /** Every member with their read mark as of this message, the sender included (read up to it). */
  members: MemberRow[];
  sender: Pick<UserRow, 'id' | 'first_name'> | undefined;
}

interface StoredRecord {
  messages: { ord: number; id: number; created_ms: number }[] | string;
  chats: { id: number; chat_type: string; employee_id: number | null }[] | string;
  members: { chat_id: number; user_id: number; last_read_message_id: number }[] | string | null;
  senders: { id: number; first_name: string }[] | string | null;
}

/** A json column as the driver gave it (parsed by both drivers by default; a string if a parser is turned off). */
function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Stores messages in the order given, in one statement (one round trip, one commit for the lot): inserts them, bumps
 * each chat's activity (reopening it on a customer's message), moves each sender's read mark to their newest message
 * (which reads the others' older messages: a message is read once another member's mark reaches it), and returns
 * each chat's type and assignee, the members' read marks from before the statement and the senders' names. What each
 * message's fan-out shows is then replayed here message by message, so a batch looks exactly like the same messages
 * stored one after another.
 */
export async function storeMessages(db: Db, inputs: readonly MessageInput[]): Promise<StoredMessage[]> {
  if (!inputs.length) return [];
  const rows = inputs.map((m, ord) => ({ ord, ...m }));
  // Every lookup is an index lookup per row of the batch whatever the planner guesses of its size (a generic plan
  // takes json_to_recordset for 100 rows): `= any(array(…))` on keys.
  // Prepared by name (decision 077): planned once per connection.
  const result = await db.execute(sql`${sql.raw(PLAN_ONCE)}
    with input as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as i(
        ord int, chat_id int, sender_id int, content text, file text, media_type text, reopen boolean)
    ), ids as (
      -- Ids are drawn in the order given (the sort is below the projection), so a chat's messages keep their order.
      select input.*, nextval('chat_messages_id_seq'::regclass)::int as id
      from (select * from input order by ord) input
    ), msg as (
      insert into ${chatMessages} (id, chat_id, sender_id, content, file, media_type)
      select id, chat_id, sender_id, content, file, media_type from ids
      returning id, created_at
    ), chat as (
      update ${chats} set last_message_at = now(),
        done = case when chats.id = any(array(select chat_id from input where reopen)) then false else chats.done end
      where chats.id = any(array(select chat_id from input))
      returning chats.id, chats.chat_type, chats.employee_id
    ), latest as (
      select chat_id, sender_id, max(id) as id from ids group by chat_id, sender_id
    ), mark as (
      insert into ${chatMembers} (chat_id, user_id, last_read_message_id)
      select chat_id, sender_id, id from latest
      on conflict (chat_id, user_id) do update
        set last_read_message_id = greatest(chat_members.last_read_message_id, excluded.last_read_message_id)
    )
    select
      (select json_agg(json_build_object('ord', ids.ord, 'id', ids.id,
          'created_ms', floor(extract(epoch from msg.created_at) * 1000)::float8))
        from ids join msg using (id)) as messages,
      (select json_agg(json_build_object('id', id, 'chat_type', chat_type, 'employee_id', employee_id)) from chat) as chats,
      (select json_agg(json_build_object('chat_id', chat_id, 'user_id', user_id,
          'last_read_message_id', last_read_message_id))
        from ${chatMembers} where chat_id = any(array(select chat_id from input))) as members,
      (select json_agg(json_build_object('id', id, 'first_name', first_name))
        from ${users} where id = any(array(select sender_id from input))) as senders
  `);
  const [record] = rowsOf<StoredRecord>(result);
  if (!record) throw new Error('storing messages returned nothing');
  return replay(inputs, record);
}

/** Each message as it would have been stored alone: the read marks move message by message. */
function replay(inputs: readonly MessageInput[], record: StoredRecord): StoredMessage[] {
  const stored = new Map(parsedJson(record.messages).map((m) => [m.ord, m]));
  const chatById = new Map(parsedJson(record.chats).map((c) => [c.id, c]));
  const senders = new Map((parsedJson(record.senders) ?? []).map((s) => [s.id, s]));
  const marks = new Map<number, MemberRow[]>();
  for (const m of parsedJson(record.members) ?? []) {
    const list = marks.get(m.chat_id) ?? [];
    list.push({ chat_id: m.chat_id, user_id: m.user_id, last_read_message_id: m.last_read_message_id });
    marks.set(m.chat_id, list);
  }
  return inputs.map((input, ord) => {
    const message = stored.get(ord);
    const chat = chatById.get(input.chat_id);
    if (!message || !chat) throw new Error(`chat ${input.chat_id} is gone`);
    const members = marks.get(input.chat_id) ?? [];
    const own = members.find((m) => m.user_id === input.sender_id);
    if (own) own.last_read_message_id = Math.max(own.last_read_message_id, message.id);
    else members.push({ chat_id: input.chat_id, user_id: input.sender_id, last_read_message_id: message.id });
    marks.set(input.chat_id, members);
    const sender = senders.get(input.sender_id);
    return {
      row: {
        id: message.id,
        chat_id: input.chat_id,
        sender_id: input.sender_id,
        content: input.content,
        media_type: input.media_type,
        file: input.file,
        created_at: new Date(message.created_ms),
      },
      chat: { id: chat.id, chat_type: chat.chat_type, employee_id: chat.employee_id },
      members: members.map((m) => ({ ...m })),
      sender: sender ? { id: sender.id, first_name: sender.first_name } : undefined,
    };
  });
}

/** One message (storeMessages for a batch of one), e.g. a chat's first inside the transaction that makes the chat. */
export async function storeMessage(db: Db, input: MessageInput): Promise<StoredMessage> {
  const [stored] = await storeMessages(db, [input]);
  return stored!;
}

/** A reader's mark to store: they have seen `message_id` (or the chat's newest message before it) in the chat. */
export interface ReadMarkInput {
  chat_id: number;
  user_id: number;
  message_id: number;
}

/** A mark as stored: the reader's read mark after the write (it never moves back). */
export interface StoredReadMark {
  chat_id: number;
  user_id: number;
  mark: number;
}

/**
 * Moves each reader's mark forward (never back) to the newest message of the chat at or before the one given, which
 * reads the others' messages up to it; a staff reader who had not joined the chat joins it. One statement for
 * any number of (chat, reader) pairs, each at most once. Marks of chats or readers deleted since are skipped.
 */
export async function storeReadMarks(db: Db, inputs: readonly ReadMarkInput[]): Promise<StoredReadMark[]> {
  if (!inputs.length) return [];
  // Prepared by name (decision 077): planned once per connection.
  const result = await db.execute(sql`${sql.raw(PLAN_ONCE)}
    with input as (
      select * from json_to_recordset(${JSON.stringify(inputs)}::json) as i(chat_id int, user_id int, message_id int)
    ), latest as (
      select i.chat_id, i.user_id, coalesce((
        select m.id from ${chatMessages} m where m.chat_id = i.chat_id and m.id <= i.message_id order by m.id desc limit 1
      ), 0) as id
      from input i
      where exists (select 1 from ${chats} c where c.id = i.chat_id)
        and exists (select 1 from ${users} u where u.id = i.user_id)
    ), stored as (
      insert into ${chatMembers} (chat_id, user_id, last_read_message_id)
      select chat_id, user_id, id from latest
      on conflict (chat_id, user_id) do update
        set last_read_message_id = greatest(chat_members.last_read_message_id, excluded.last_read_message_id)
      returning chat_id, user_id, last_read_message_id
    )
    select latest.chat_id, latest.user_id, coalesce(stored.last_read_message_id, latest.id) as mark
    from latest left join stored using (chat_id, user_id)
  `);
  return rowsOf<StoredReadMark>(result).map((r) => ({
    chat_id: Number(r.chat_id),
    user_id: Number(r.user_id),
    mark: Number(r.mark),
  }));
}
