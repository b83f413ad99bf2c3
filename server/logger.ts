// Structured JSON logs (pino), one logger per process.
import pino, { type Logger } from 'pino';
import { getConfig } from './config';

const holder = globalThis as unknown as { __appLogger?: Logger };

export function getLogger(): Logger {
  holder.__appLogger ??= pino({
    level: getConfig().LOG_LEVEL,
    base: { service: 'web' },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
  });
  return holder.__appLogger;
}
