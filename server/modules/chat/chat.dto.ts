// Chat and message DTOs from rows, loaded in batches for a page; names and pictures follow spec §6 by viewer.
import type { Chat, ChatMessage, ChatUser } from '@/lib/contract/chat';
import { CHAT_TYPES, MEDIA_TYPES } from '@/lib/contract/chat';
import { isConditionType } from '@/lib/contract/selling-types';
import type { AuthUser } from '../../api/context';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import {
  countUnread,
  findCarSummaries,
  findLabelsByChat,
  findLatestMessages,
  findMembers,
  findUsers,
  type CarSummaryRow,
  type ChatRow,
  type MemberRow,
  type MessageRow,
  type UserRow,
} from './chat.repository';

export function vehicleName(car: CarSummaryRow): string {
  return `${car.year} ${car.make_name} ${car.model_name} ${car.trim_name}`.replace(/\s+/g, ' ').trim();
}

/** The car's page on the site: cars for sale in Cambodia live under /cars/local/. */
export const carPath = (car: Pick<CarSummaryRow, 'id' | 'selling_type'>): string =>
  isConditionType(car.selling_type) ? `/cars/local/${car.id}` : `/cars/${car.id}`;

export function personName(user: UserRow | undefined): string {
  if (!user) return 'Deleted user';
  const name = `${user.first_name} ${user.last_name}`.trim();
  if (name) return name;
  return user.is_anonymous ? `Visitor ${user.id}` : (user.email ?? `User ${user.id}`);
}

function toChatUser(user: UserRow, media: MediaUrl): ChatUser {
  return { id: user.id, first_name: user.first_name, last_name: user.last_name, profilePic: media(user.profile_pic) };
}

export function toMessage(
  row: MessageRow,
  sender: Pick<UserRow, 'id' | 'first_name'> | undefined,
  members: MemberRow[],
  media: MediaUrl,
): ChatMessage {
  const others = members.filter((m) => m.user_id !== row.sender_id);
  const readBy = others.map((m) => ({ user: m.user_id, is_read: m.last_read_message_id >= row.id }));
  return {
    id: row.id,
    sender: row.sender_id,
    sender_data: sender ? { id: sender.id, first_name: sender.first_name } : null,
    user: row.sender_id,
    content: row.content,
    // Read once anyone else's mark has reached it (decision 071: not a stored flag, which every reply rewrote).
    is_read: readBy.some((s) => s.is_read),
    message_read_status: readBy,
    created_at: row.created_at.toISOString(),
    media_type: MEDIA_TYPES.find((t) => t === row.media_type) ?? null,
    file: media(row.file),
    chat: row.chat_id,
  };
}

/** Messages of one chat with their senders and the members' read marks. */
export async function toMessages(db: Db, chatId: number, rows: MessageRow[], media: MediaUrl): Promise<ChatMessage[]> {
  const [senders, members] = await Promise.all([
    findUsers(
      db,
      rows.flatMap((r) => (r.sender_id ? [r.sender_id] : [])),
    ),
    findMembers(db, [chatId]),
  ]);
  return rows.map((r) => toMessage(r, r.sender_id ? senders.get(r.sender_id) : undefined, members, media));
}

function displayName(
  chat: ChatRow,
  viewer: AuthUser,
  customer: UserRow | undefined,
  car: CarSummaryRow | undefined,
): string {
  if (chat.display_name) return chat.display_name;
  const customerName = personName(customer);
  if (chat.chat_type === 'car_internal')
    return car ? `${customerName} · ${vehicleName(car)} (internal)` : `${customerName} (internal)`;
  if (viewer.is_staff) return customerName;
  if (car) return vehicleName(car);
  return 'Support';
}

/** DTOs for chats as `viewer` sees them, in the order given. */
export async function toChats(db: Db, rows: ChatRow[], viewer: AuthUser, media: MediaUrl): Promise<Chat[]> {
  const ids = rows.map((r) => r.id);
  const [members, labelMap, latest, unread, carMap] = await Promise.all([
    findMembers(db, ids),
    findLabelsByChat(db, ids),
    findLatestMessages(db, ids),
    countUnread(db, ids, viewer.id),
    findCarSummaries(
      db,
      rows.flatMap((r) => (r.car_id ? [r.car_id] : [])),
    ),
  ]);
  const userIds = [
    ...members.map((m) => m.user_id),
    ...rows.flatMap((r) => [r.customer_id, r.employee_id].filter((x): x is number => x !== null)),
    ...[...latest.values()].flatMap((m) => (m.sender_id ? [m.sender_id] : [])),
  ];
  const people = await findUsers(db, userIds);
  return rows.map((row) => {
    const chatMembers = members.filter((m) => m.chat_id === row.id);
    const customer = row.customer_id ? people.get(row.customer_id) : undefined;
    const employee = row.employee_id ? people.get(row.employee_id) : undefined;
    const car = row.car_id ? carMap.get(row.car_id) : undefined;
    const last = latest.get(row.id);
    return {
      id: row.id,
      chat_type: CHAT_TYPES.find((t) => t === row.chat_type) ?? 'support',
      display_name: displayName(row, viewer, customer, car),
      users: chatMembers.flatMap((m) => {
        const user = people.get(m.user_id);
        return user ? [toChatUser(user, media)] : [];
      }),
      customer: customer ? toChatUser(customer, media) : null,
      employee: employee ? toChatUser(employee, media) : null,
      car: car
        ? {
            id: car.id,
            vehicle_name: vehicleName(car),
            cover_image: media(car.cover_image),
            price: car.price,
            url: carPath(car),
          }
        : null,
      is_visitor: customer?.is_anonymous ?? false,
      parent_chat: row.parent_chat_id,
      done: row.done,
      follow_up: row.follow_up,
      labels: labelMap.get(row.id) ?? [],
      unread_messages_count: unread.get(row.id) ?? 0,
      latest_message: last
        ? toMessage(last, last.sender_id ? people.get(last.sender_id) : undefined, chatMembers, media)
        : null,
      created_at: row.created_at.toISOString(),
    };
  });
}
