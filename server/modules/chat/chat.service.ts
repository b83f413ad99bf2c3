// Chat rules: listing by viewer with staff filters, creating support and car chats, staff actions on a chat.
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZE,
  FIRST_CAR_MESSAGE_REQUIRED,
  FIRST_MESSAGE_REQUIRED,
  type Chat,
  type ChatCreated,
  type ChatListQuery,
  type ChatPage,
  type EmployeePage,
} from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import { escapeLike, searchWords } from '../../api/filters';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import type { Db } from '../../db/client';
import { cars, chatLabels, chatMessages, chats, users } from '../../db/schema';
import type { Bus } from '../../realtime/bus';
import { findAccessibleChat } from './chat-access';
import { toChats } from './chat.dto';
import { sendMessage } from './messages.service';
import { publishMessage, STAFF_CHANNEL } from './chat-events';
import { toMessage } from './chat.dto';
import { noteStaffMessage, outOfHoursReply } from './working-hours.service';
import {
  addMember,
  countChats,
  findChat,
  findChatPage,
  findExistingCustomerChat,
  memberOf,
  type ChatRow,
} from './chat.repository';
import { storeMessage, type StoredMessage } from './chat-writes.repository';

const isStaffUser = sql`(${users.is_admin} or ${users.is_superuser})`;
const STAFF_TYPES = ['support', 'car', 'car_internal'];
const truthy = (v: string) => v === 'true' || v === '1';

function staffFilters(user: AuthUser, q: ChatListQuery): SQL[] {
  const where: SQL[] = [inArray(chats.chat_type, STAFF_TYPES)];
  if (q.assigned === 'me') where.push(eq(chats.employee_id, user.id));
  if (q.assigned === 'unassigned') where.push(isNull(chats.employee_id));
  if (q.label)
    where.push(
      sql`${chats.id} in (select ${chatLabels.chat_id} from ${chatLabels} where ${chatLabels.label_id} = ${q.label})`,
    );
  if (q.done) where.push(eq(chats.done, truthy(q.done)));
  if (q.follow_up) where.push(eq(chats.follow_up, truthy(q.follow_up)));
  if (q.car) where.push(eq(chats.car_id, q.car));
  if (q.chat_type) where.push(eq(chats.chat_type, q.chat_type));
  for (const term of searchWords('search', q.search)) {
    const like = `%${escapeLike(term)}%`;
    where.push(or(ilike(users.first_name, like), ilike(users.last_name, like), ilike(users.email, like))!);
  }
  return where;
}

/** Newest activity first; customers get the chats they belong to, staff every support and car chat. */
export function listChats(db: Db, user: AuthUser, q: ChatListQuery, url: URL, media: MediaUrl): Promise<ChatPage> {
  const filtered = Object.values(q).some((v) => v !== undefined);
  let where: SQL | undefined = memberOf(user.id);
  if (user.is_staff)
    where = filtered ? and(...staffFilters(user, q)) : or(inArray(chats.chat_type, STAFF_TYPES), where);
  else if (q.car) where = and(where, eq(chats.chat_type, 'car'), eq(chats.car_id, q.car));
  else if (q.chat_type) where = and(where, eq(chats.chat_type, q.chat_type));
  return paginate(
    url,
    { defaultPageSize: CHAT_PAGE_SIZE, allowPageSize: true },
    () => countChats(db, where),
    async ({ pageSize, offset }) => toChats(db, await findChatPage(db, where, pageSize, offset), user, media),
  );
}

export async function getChat(db: Db, user: AuthUser, chatId: number, media: MediaUrl): Promise<Chat> {
  const chat = await findAccessibleChat(db, user, chatId);
  const [dto] = await toChats(db, [chat], user, media);
  return dto!;
}

/** Only a public listing can be asked about: a draft gets the 404 its page gives, the same as a car that never existed. */
async function assertCar(db: Db, carId: number): Promise<void> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), ne(cars.status, 'draft')))
    .limit(1);
  if (!car) throw ApiError.notFound();
}

/** A repeat of the user's last message in the chat within this long is the same press sent twice, not sent again. */
const REPEAT_WINDOW_MS = 30_000;

/** Sends `content` in an existing chat, unless it repeats the user's newest message there (a double-clicked Send). */
async function sendUnlessRepeat(db: Db, bus: Bus, user: AuthUser, chat: ChatRow, content: string, media: MediaUrl) {
  const [last] = await db
    .select({ content: chatMessages.content, created_at: chatMessages.created_at })
    .from(chatMessages)
    .where(and(eq(chatMessages.chat_id, chat.id), eq(chatMessages.sender_id, user.id)))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  if (last && last.content === content && Date.now() - last.created_at.getTime() < REPEAT_WINDOW_MS) return;
  await sendMessage(db, bus, user, chat, { content }, media, 'broadcast_message');
}

/**
 * The user's support chat, or their chat about a car; an existing one is returned (created = false), with `content`
 * sent in it as a message. A chat starts only with its first message: the chat (for a car, also its staff-only
 * car_internal child) and the message are stored together, so opening the chat button and closing it leaves
 * nothing for staff to see. The customer's row is locked while their chat is looked for and made, so two requests
 * at once (a double click, two tabs) make one chat. A customer's first message outside working hours gets the
 * automatic reply (`out_of_hours_reply`), as a message on the socket does. New chats are announced to staff.
 */
export async function openChat(
  db: Db,
  bus: Bus,
  user: AuthUser,
  carId: number | null,
  media: MediaUrl,
  content?: string,
): Promise<{ chat: ChatCreated; created: boolean }> {
  if (carId !== null) await assertCar(db, carId);
  const dto = async (row: ChatRow, reply: string | null = null): Promise<ChatCreated> => ({
    ...(await toChats(db, [row], user, media))[0]!,
    out_of_hours_reply: reply,
  });
  const found = await findExistingCustomerChat(db, user.id, carId);
  if (!found && !content)
    throw ApiError.validation({ content: [carId === null ? FIRST_MESSAGE_REQUIRED : FIRST_CAR_MESSAGE_REQUIRED] });
  type Made = { existing: ChatRow } | { row: ChatRow; first: StoredMessage };
  const made: Made = found
    ? { existing: found }
    : await db.transaction(async (tx): Promise<Made> => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        // Another request may have made the chat while this one waited for the lock.
        const existing = await findExistingCustomerChat(tx, user.id, carId);
        if (existing) return { existing };
        const [chat] = await tx
          .insert(chats)
          .values({ chat_type: carId === null ? 'support' : 'car', customer_id: user.id, car_id: carId })
          .returning();
        await addMember(tx, chat!.id, user.id);
        if (carId !== null && !user.is_staff) {
          // The internal chat has no activity of its own yet: it sorts just below its parent, whose first message
          // has the same transaction time (now()), instead of above it by its higher id.
          await tx.insert(chats).values({
            chat_type: 'car_internal',
            customer_id: user.id,
            car_id: carId,
            parent_chat_id: chat!.id,
            last_message_at: sql`now() - interval '1 millisecond'`,
          });
        }
        const first = await storeMessage(tx, {
          chat_id: chat!.id,
          sender_id: user.id,
          content: content!,
          file: null,
          media_type: null,
          reopen: !user.is_staff,
        });
        return { row: chat!, first };
      });
  if ('existing' in made) {
    if (content) await sendUnlessRepeat(db, bus, user, made.existing, content, media);
    return { chat: await dto(made.existing), created: false };
  }
  const { row, first } = made;
  if (user.is_staff) noteStaffMessage(db, row.id, first.row.created_at);
  const reply = user.is_staff ? null : await outOfHoursReply(db, row.id, new Date());
  await announceChat(db, bus, row, media);
  const message = toMessage(first.row, first.sender, first.members, media);
  await publishMessage(bus, first.chat, first.members, message, 'broadcast_message');
  return { chat: await dto(row, reply), created: true };
}

/** new_chat goes to every staff bell at once, so it carries the chat as staff in general (no one's own counts) see it. */
async function announceChat(db: Db, bus: Bus, row: ChatRow, media: MediaUrl): Promise<void> {
  const staffView: AuthUser = {
    id: 0,
    unique_id: '',
    email: null,
    account_type: '',
    is_admin: true,
    is_superuser: false,
    is_dummy_account: false,
    is_staff: true,
  };
  const [chat] = await toChats(db, [row], staffView, media);
  await bus.publish(STAFF_CHANNEL, { command: 'new_chat', chat });
}

export async function deleteChat(db: Db, user: AuthUser, chatId: number): Promise<void> {
  if (!user.is_staff) throw ApiError.forbidden();
  const chat = await findAccessibleChat(db, user, chatId);
  await db.delete(chats).where(or(eq(chats.id, chat.id), eq(chats.parent_chat_id, chat.id)));
}

async function staffChat(db: Db, user: AuthUser, chatId: number): Promise<ChatRow> {
  if (!user.is_staff) throw ApiError.forbidden();
  const chat = await findChat(db, chatId);
  if (!chat) throw ApiError.validation({ chat_id: [`Invalid pk "${chatId}" - object does not exist.`] });
  return chat;
}

export async function assignEmployee(
  db: Db,
  user: AuthUser,
  chatId: number,
  employeeId: number,
  media: MediaUrl,
): Promise<Chat> {
  const chat = await staffChat(db, user, chatId);
  const [employee] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, employeeId), isStaffUser, eq(users.is_active, true)));
  if (!employee) throw ApiError.validation({ employee_id: [`Invalid pk "${employeeId}" - object does not exist.`] });
  await db.update(chats).set({ employee_id: employeeId }).where(eq(chats.id, chat.id));
  await addMember(db, chat.id, employeeId);
  return getChat(db, user, chat.id, media);
}

export async function toggleFlag(db: Db, user: AuthUser, chatId: number, flag: 'done' | 'follow_up') {
  const chat = await staffChat(db, user, chatId);
  const [row] = await db
    .update(chats)
    .set({ [flag]: !chat[flag] })
    .where(eq(chats.id, chat.id))
    .returning();
  return { chat_id: row!.id, done: row!.done, follow_up: row!.follow_up };
}

/** Staff a chat can be assigned to (staff only). */
export function listEmployees(db: Db, user: AuthUser, url: URL, media: MediaUrl): Promise<EmployeePage> {
  if (!user.is_staff) throw ApiError.forbidden();
  const where = and(isStaffUser, eq(users.is_active, true));
  return paginate(
    url,
    { defaultPageSize: EMPLOYEE_PAGE_SIZE, allowPageSize: true },
    async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    async ({ pageSize, offset }) => {
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(users.first_name, users.last_name, users.id)
        .limit(pageSize)
        .offset(offset);
      return rows.map((u) => ({
        id: u.id,
        first_name: u.first_name,
        last_name: u.last_name,
        profilePic: media(u.profile_pic),
      }));
    },
  );
}
