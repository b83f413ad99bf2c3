// Chat abuse limits (decision 020): messages and new chats, per user and per client address, on HTTP and the socket.
import type { Logger } from 'pino';
import type { ErrorFrame } from '@/lib/contract/chat';
import { ApiError } from '../../api/errors';
import { consumeLimits, throttleKey, type ThrottleRule, type ThrottleStore } from '../../api/throttle';

export const CHAT_LIMITS = {
  /** Messages, socket frames and file uploads together: a quick typist sends one or two a second, a flood hundreds. */
  message: {
    user: { scope: 'chat-message-user', limit: 30, windowSeconds: 10, by: 'user' },
    // Several people may share an address (an office, a carrier's NAT).
    ip: { scope: 'chat-message-ip', limit: 90, windowSeconds: 10, by: 'ip' },
  },
  /** New chats: POST create/, anonymous create-user/ (a visitor is made to chat) and anonymous create-chat/. */
  create: {
    user: { scope: 'chat-create-user', limit: 10, windowSeconds: 60, by: 'user' },
    ip: { scope: 'chat-create-ip', limit: 30, windowSeconds: 60, by: 'ip' },
  },
} as const satisfies Record<string, { user: ThrottleRule; ip: ThrottleRule }>;

export interface SocketCaller {
  user: { id: number };
  address: string;
  getThrottleStore: () => Promise<ThrottleStore>;
  log: Logger;
}

/** Counts one socket event against the user's and the address's limits: seconds to wait when one is used up, else null. */
export function socketLimitWait(
  caller: SocketCaller,
  rules: { user: ThrottleRule; ip: ThrottleRule },
): Promise<number | null> {
  const checks = [rules.user, rules.ip].map((rule) => ({
    limit: rule,
    key: throttleKey(rule, caller.user, caller.address),
  }));
  return consumeLimits(caller.getThrottleStore, checks, caller.log);
}

/** The socket's answer to a frame over a limit, in DRF's words; the frame was dropped. */
export function throttledFrame(waitSeconds: number): ErrorFrame {
  const error = ApiError.throttled(waitSeconds);
  return {
    command: 'error',
    code: 'throttled',
    detail: error.message,
    retry_after: Number(error.headers['Retry-After']),
  };
}
