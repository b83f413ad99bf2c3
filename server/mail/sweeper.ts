// The outbox sweeper: every few seconds, retries due messages and recovers crashed sends; started with the server.
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { sweepOutbox } from './outbox';
import { getMailTransport, type MailTransport } from './transport';

const SWEEP_INTERVAL_MS = 10_000;

export interface OutboxSweeper {
  /** Stops the timer and waits for a sweep in progress, so shutdown never cuts a send in half. */
  stop(): Promise<void>;
}

export function startOutboxSweeper(
  db: Db,
  log: Logger,
  opts: { intervalMs?: number; transport?: () => Promise<MailTransport> } = {},
): OutboxSweeper {
  const transport = opts.transport ?? getMailTransport;
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    // A slow mail server must not stack sweeps on top of each other.
    if (running || stopped) return;
    running = transport()
      .then((t) => sweepOutbox(db, t, log))
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'outbox sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, opts.intervalMs ?? SWEEP_INTERVAL_MS);
  // The timer alone must not keep a process alive (tests, one-off scripts).
  timer.unref();
  sweep();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
