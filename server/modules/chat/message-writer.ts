// New messages stored in batches (decisions 064, 071): messages that arrive while a statement runs, or within the gap
// between two, go together in the next.
import { perObject } from '../../cache';
import type { Db } from '../../db/client';
import { storeMessages, type MessageInput, type StoredMessage } from './chat-writes.repository';

/** The most messages one statement stores. */
export const MESSAGE_BATCH_MAX = 200;
/**
 * A statement starts at most this often: under steady traffic a message waits up to this long for others to share its
 * statement and its commit (decision 071); after a quiet spell it goes at once.
 */
export const MESSAGE_STATEMENT_GAP_MS = 20;

interface Pending {
  input: MessageInput;
  resolve: (stored: StoredMessage) => void;
  reject: (error: unknown) => void;
}

/**
 * One per database handle, one statement at a time (decision 071: a second lane doubled the commits at moderate rates),
 * so every chat's messages are stored (and their ids drawn) in the order they were handed over, and fanned out in that
 * order.
 */
class Lane {
  private queue: Pending[] = [];
  private running = false;
  private lastStart = -Infinity;

  constructor(private readonly db: Db) {}

  write(input: MessageInput): Promise<StoredMessage> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (this.running) return;
      this.running = true;
      // An idle lane starts after the frames already read in this turn of the event loop have joined, or, when the
      // last statement started less than the gap ago, once the gap is over.
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const wait = this.lastStart + MESSAGE_STATEMENT_GAP_MS - performance.now();
      await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
      this.lastStart = performance.now();
      await this.store(this.queue.splice(0, MESSAGE_BATCH_MAX));
    }
    this.running = false;
  }

  private async store(batch: Pending[]): Promise<void> {
    try {
      const stored = await storeMessages(
        this.db,
        batch.map((p) => p.input),
      );
      batch.forEach((p, i) => p.resolve(stored[i]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      // One message that cannot be stored (its chat deleted meanwhile) must not fail the others: each goes alone.
      else for (const pending of batch) await this.store([pending]);
    }
  }
}

const laneOf = perObject((db: Db) => new Lane(db));

/** Stores a message together with whatever other messages are waiting (storeMessages); resolves once it is committed. */
export function writeMessage(db: Db, input: MessageInput): Promise<StoredMessage> {
  return laneOf(db).write(input);
}
