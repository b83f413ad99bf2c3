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
/**
 * A batch this large shares its statement well enough already: it goes without waiting out the gap (decision 085),
 * so a busy lane runs statements back to back instead of one per gap.
 */
export const MESSAGE_BATCH_FULL = 50;

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
    let inFlight: Statement | undefined;
    while (inFlight || this.queue.length) {
      if (!inFlight) {
        const wait = this.mayStart() ? 0 : this.lastStart + MESSAGE_STATEMENT_GAP_MS - performance.now();
        await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
        inFlight = this.start(this.queue.splice(0, MESSAGE_BATCH_MAX));
      }
      const { batch, outcome } = inFlight;
      const result = await outcome;
      inFlight = undefined;
      if (!result.ok && batch.length > 1) {
        // One message that cannot be stored (its chat deleted meanwhile) must not fail the others: each goes alone,
        // in order, before any later message.
        for (const pending of batch) this.settle([pending], await this.start([pending]).outcome);
        continue;
      }
      // When the next statement may start now, it is sent before this batch's answers are handed out: PostgreSQL
      // stores it while this process fans the batch out. The hand-out waits for the statement to be on its way
      // (setImmediate: after the driver's ticks, before any new input is read); every chat keeps its order, since the
      // next batch's messages were all handed over after this one's.
      if (this.queue.length && this.mayStart()) {
        inFlight = this.start(this.queue.splice(0, MESSAGE_BATCH_MAX));
        setImmediate(() => this.settle(batch, result));
      } else this.settle(batch, result);
    }
    this.running = false;
  }

  /** Whether the next statement may start now: the gap is over, or a full batch is waiting. */
  private mayStart(): boolean {
    return this.queue.length >= MESSAGE_BATCH_FULL || performance.now() >= this.lastStart + MESSAGE_STATEMENT_GAP_MS;
  }

  private start(batch: Pending[]): Statement {
    this.lastStart = performance.now();
    const outcome = storeMessages(
      this.db,
      batch.map((p) => p.input),
    ).then(
      (stored): Outcome => ({ ok: true, stored }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
    return { batch, outcome };
  }

  private settle(batch: Pending[], result: Outcome): void {
    if (result.ok) batch.forEach((p, i) => p.resolve(result.stored[i]!));
    else for (const p of batch) p.reject(result.error);
  }
}

type Outcome = { ok: true; stored: StoredMessage[] } | { ok: false; error: unknown };

/** A statement of the lane: its messages, and how it ended. */
interface Statement {
  batch: Pending[];
  outcome: Promise<Outcome>;
}

const laneOf = perObject((db: Db) => new Lane(db));

/** Stores a message together with whatever other messages are waiting (storeMessages); resolves once it is committed. */
export function writeMessage(db: Db, input: MessageInput): Promise<StoredMessage> {
  return laneOf(db).write(input);
}
