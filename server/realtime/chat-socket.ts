// ws/chat/{chat_id}/: one open conversation — messages in (stored, then fanned out on the bus) and out, read receipts.
import { mediaUrlFor } from '../api/media-url';
import { canAccessChat } from '../modules/chat/chat-access';
import { chatChannel } from '../modules/chat/chat-events';
import { findChat } from '../modules/chat/chat.repository';
import { CHAT_LIMITS, socketLimitWait, throttledFrame } from '../modules/chat/chat-limits';
import { sendMessage } from '../modules/chat/messages.service';
import { outOfHoursReply } from '../modules/chat/working-hours.service';
import { parseFrame, sendFrame, type OpenSocket, type SocketContext } from './socket-context';

/** Opens the socket when the user may use the chat; null (close 4003) otherwise. */
export async function openChatSocket(ctx: SocketContext, chatId: number): Promise<OpenSocket | null> {
  const chat = await findChat(ctx.db, chatId);
  if (!chat || !(await canAccessChat(ctx.db, ctx.user, chat))) return null;
  const media = mediaUrlFor(ctx.origin);
  const unsubscribe = await ctx.bus.subscribe(chatChannel(chat.id), (frame) =>
    sendFrame(ctx.ws, frame as Record<string, unknown>),
  );
  const wrongChat = (id: number | undefined) => {
    if (id === undefined || id === chat.id) return false;
    sendFrame(ctx.ws, { command: 'error', detail: `This socket is for chat ${chat.id}.` });
    return true;
  };
  return {
    async onFrame(raw) {
      const frame = parseFrame(ctx.ws, raw);
      if (!frame) return;
      switch (frame.command) {
        case 'ping':
          sendFrame(ctx.ws, { command: 'pong' });
          return;
        case 'join_chat':
          if (!wrongChat(frame.chat)) sendFrame(ctx.ws, { command: 'join_chat', chat: chat.id });
          return;
        case 'message_read':
          // Stored and announced with others within READ_MARK_WINDOW_MS; the socket goes on meanwhile.
          if (!wrongChat(frame.chat)) ctx.readMarks.add(chat.id, ctx.user.id, frame.message_id);
          return;
        case 'new_message': {
          if (wrongChat(frame.chat)) return;
          // Over a limit the message is refused, not stored: the client may send it again after retry_after seconds.
          const wait = await socketLimitWait(ctx, CHAT_LIMITS.message);
          if (wait !== null) {
            sendFrame(ctx.ws, throttledFrame(wait));
            return;
          }
          // Sent before the message itself, so the client holds the flag when its new_message arrives.
          const reply = ctx.user.is_staff ? null : await outOfHoursReply(ctx.db, chat.id, new Date());
          if (reply) sendFrame(ctx.ws, { command: 'not_working_hours', message: reply });
          // The chat's assignee and members are read with the insert, so nothing loaded at open goes stale here.
          await sendMessage(ctx.db, ctx.bus, ctx.user, chat, { content: frame.content }, media, 'new_message');
          return;
        }
      }
    },
    async close() {
      // A reader who leaves has their marks stored now rather than at the end of the window.
      await Promise.all([unsubscribe(), ctx.readMarks.flush()]);
    },
  };
}
