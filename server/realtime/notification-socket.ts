// ws/notifications/{unique_id}/: the user's bell — notifications for their chats, new chats for staff, and updates
// (new notes, stage changes) on the user's shipping records.
import { STAFF_CHANNEL, userChannel } from '../modules/chat/chat-events';
import { parseFrame, sendFrame, type OpenSocket, type SocketContext } from './socket-context';

/** Opens the socket when `uniqueId` is the user's own; null (close 4003) otherwise. */
export async function openNotificationSocket(ctx: SocketContext, uniqueId: string): Promise<OpenSocket | null> {
  if (uniqueId !== ctx.user.unique_id) return null;
  // Staff hear a message both as a member and on the staff channel: each notification is sent once.
  const seen = new Set<string>();
  const forward = (frame: unknown) => {
    const f = frame as {
      command?: string;
      chat?: { id?: number } | number;
      message?: { id?: number };
      message_id?: number;
      kind?: string;
      record_id?: number;
      event?: string;
      at?: string;
    };
    // A record_update frame has no chat or message: its record, event and time tell two apart.
    const key =
      f.command === 'record_update'
        ? `${f.command}:${f.kind}:${f.record_id}:${f.event}:${f.at}`
        : `${f.command}:${typeof f.chat === 'object' ? f.chat?.id : f.chat}:${f.message?.id ?? f.message_id ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (seen.size > 500) seen.delete(seen.values().next().value!);
    sendFrame(ctx.ws, frame as Record<string, unknown>);
  };
  const channels = [userChannel(ctx.user.id), ...(ctx.user.is_staff ? [STAFF_CHANNEL] : [])];
  const unsubscribers = await Promise.all(channels.map((channel) => ctx.bus.subscribe(channel, forward)));
  return {
    async onFrame(raw) {
      const frame = parseFrame(ctx.ws, raw);
      if (frame?.command === 'ping') sendFrame(ctx.ws, { command: 'pong' });
      else if (frame) sendFrame(ctx.ws, { command: 'error', detail: `"${frame.command}" belongs on a chat socket.` });
    },
    async close() {
      await Promise.all(unsubscribers.map((u) => u()));
    },
  };
}
