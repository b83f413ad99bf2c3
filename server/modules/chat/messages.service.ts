// Messages: paging and resync, sending (socket text or uploaded file); stored before fan-out.
import {
  CHAT_FILE_MAX_BYTES,
  MESSAGE_PAGE_SIZE,
  RESYNC_LIMIT,
  type ChatMessage,
  type MessagePage,
} from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { MediaUrl } from '../../api/media-url';
import { paginate } from '../../api/pagination';
import type { Db } from '../../db/client';
import type { Bus } from '../../realtime/bus';
import { getStorage, newUploadKey } from '../../storage';
import { findAccessibleChat } from './chat-access';
import { publishMessage } from './chat-events';
import { classifyFile } from './chat-files';
import { toMessage, toMessages } from './chat.dto';
import { countMessages, findMessages, findMessagesAfter, type ChatRow } from './chat.repository';
import { writeMessage } from './message-writer';
import { scheduleReplyMail } from './reply-mail.service';
import { noteStaffMessage } from './working-hours.service';

/** Newest first, 20 a page (older pages by `next`); `after` gives up to 100 newer messages oldest first, for resync. */
export async function listMessages(
  db: Db,
  user: AuthUser,
  chatId: number,
  after: number | undefined,
  url: URL,
  media: MediaUrl,
): Promise<MessagePage> {
  const chat = await findAccessibleChat(db, user, chatId);
  if (after !== undefined) {
    const results = await toMessages(db, chat.id, await findMessagesAfter(db, chat.id, after, RESYNC_LIMIT), media);
    return { count: results.length, next: null, previous: null, results };
  }
  return paginate(
    url,
    { defaultPageSize: MESSAGE_PAGE_SIZE, allowPageSize: true },
    () => countMessages(db, chat.id),
    async ({ pageSize, offset }) => toMessages(db, chat.id, await findMessages(db, chat.id, pageSize, offset), media),
  );
}

interface NewMessage {
  content: string;
  file?: { key: string; mediaType: ChatMessage['media_type'] };
}

/**
 * Stores a message from `user` in a chat they may use, then fans it out; staff who write join the chat. One
 * statement, shared with the messages sent at the same time, stores it, marks it read for the sender and reads the
 * members and the chat's assignee (writeMessage).
 */
export async function sendMessage(
  db: Db,
  bus: Bus,
  user: AuthUser,
  chat: Pick<ChatRow, 'id'>,
  input: NewMessage,
  media: MediaUrl,
  command: 'new_message' | 'broadcast_message',
): Promise<ChatMessage> {
  const stored = await writeMessage(db, {
    chat_id: chat.id,
    sender_id: user.id,
    content: input.content,
    file: input.file ? getStorage().url(input.file.key) : null,
    media_type: input.file?.mediaType ?? null,
    reopen: !user.is_staff,
  });
  if (user.is_staff) {
    noteStaffMessage(db, chat.id, stored.row.created_at);
    // Unread after a while, it reaches the customer by e-mail if they want that (decision 055).
    scheduleReplyMail(db, chat.id, stored.row.id);
  }
  const message = toMessage(stored.row, stored.sender, stored.members, media);
  await publishMessage(bus, stored.chat, stored.members, message, command);
  return message;
}

/** POST messages/create/: a file (and optional text) from the REST call, pushed to sockets as broadcast_message. */
export async function uploadMessage(
  db: Db,
  bus: Bus,
  user: AuthUser,
  chatId: number,
  content: string,
  file: unknown,
  media: MediaUrl,
  maxBytes = CHAT_FILE_MAX_BYTES,
): Promise<ChatMessage> {
  // A chat the user may not see is, for this form, a chat that does not exist (DRF's related-field error).
  const chat = await findAccessibleChat(db, user, chatId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404)
      throw ApiError.validation({ chat: [`Invalid pk "${chatId}" - object does not exist.`] });
    throw error;
  });
  if (!(file instanceof File)) {
    if (file !== undefined && file !== '')
      throw ApiError.validation({ file: ['The submitted data was not a file. Check the encoding type on the form.'] });
    if (!content.trim()) throw ApiError.validation({ non_field_errors: ['Send a file or some text.'] });
    return sendMessage(db, bus, user, chat, { content }, media, 'broadcast_message');
  }
  if (file.size === 0) throw ApiError.validation({ file: ['The submitted file is empty.'] });
  if (file.size > maxBytes) {
    throw ApiError.validation({ file: [`Ensure this file is at most ${Math.round(maxBytes / 1024 / 1024)} MB.`] });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { mediaType, extension } = classifyFile(bytes, file.name);
  const key = newUploadKey('chat', `file.${extension}`);
  await getStorage().put(key, bytes);
  return sendMessage(db, bus, user, chat, { content, file: { key, mediaType } }, media, 'broadcast_message');
}
