// Read receipts from chat sockets, stored in batches (decision 064): a reader's marks in a chat within a short window
// become one, all waiting marks one statement; each stored mark is then announced with a message_read frame.
import type { Logger } from 'pino';
import type { ServerFrame } from '@/lib/contract/chat';
import type { Db } from '../../db/client';
import type { Bus } from '../../realtime/bus';
import { chatChannel, userChannel } from './chat-events';
import { storeReadMarks, type ReadMarkInput } from './chat-writes.repository';

/** How long a read receipt may wait for others to share its statement. */
export const READ_MARK_WINDOW_MS = 100;
/** After a failed write the marks are kept and tried again this much later. */
export const READ_MARK_RETRY_MS = 1000;

export interface ReadMarks {
  /** `userId` has read the chat up to `messageId`: stored and announced within the window. */
  add(chatId: number, userId: number, messageId: number): void;
  /** Stores what is waiting now; resolves when it is stored (or has failed and is kept for the retry). */
  flush(): Promise<void>;
  /** The last flush, for shutdown; marks that still cannot be stored are logged as lost. */
  close(): Promise<void>;
}

export interface ReadMarkDeps {
  db: Db;
  bus: Bus;
  log: Logger;
  windowMs?: number;
  retryMs?: number;
}

export function createReadMarks({
  db,
  bus,
  log,
  windowMs = READ_MARK_WINDOW_MS,
  retryMs = READ_MARK_RETRY_MS,
}: ReadMarkDeps): ReadMarks {
  let pending = new Map<string, ReadMarkInput>();
  let timer: NodeJS.Timeout | null = null;
  let flushing = Promise.resolve();
  let closed = false;

  /** Keeps the furthest mark per reader and chat: a mark never moves back, so the others add nothing. */
  const keep = (mark: ReadMarkInput) => {
    const key = `${mark.chat_id}:${mark.user_id}`;
    const held = pending.get(key);
    if (!held || held.message_id < mark.message_id) pending.set(key, mark);
  };
  const schedule = (ms: number) => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, ms);
    // A waiting flush does not keep a stopping process alive: shutdown closes this, which flushes.
    timer.unref();
  };

  async function store(): Promise<void> {
    if (!pending.size) return;
    const batch = [...pending.values()];
    pending = new Map();
    let stored;
    try {
      stored = await storeReadMarks(db, batch);
    } catch (err) {
      // Nothing is lost: the marks wait for the next try, merged with any that came in meanwhile.
      for (const mark of batch) keep(mark);
      log.error({ err, marks: batch.length }, 'read marks not stored; trying again');
      schedule(retryMs);
      return;
    }
    try {
      await Promise.all(
        stored.map((m) => {
          const frame: ServerFrame = { command: 'message_read', chat: m.chat_id, message_id: m.mark, user: m.user_id };
          // The reader's own bell too: their other tabs and devices bring their unread counts down.
          return bus.publish([chatChannel(m.chat_id), userChannel(m.user_id)], frame);
        }),
      );
    } catch (err) {
      // Stored: the receipts show on the next load of the chat.
      log.error({ err }, 'read receipts not announced');
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    flushing = flushing.then(store);
    return flushing;
  }

  return {
    add(chatId, userId, messageId) {
      keep({ chat_id: chatId, user_id: userId, message_id: messageId });
      if (closed) void flush();
      else schedule(windowMs);
    },
    flush,
    async close() {
      closed = true;
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
      if (pending.size) log.error({ marks: pending.size }, 'read marks lost at shutdown');
    },
  };
}
