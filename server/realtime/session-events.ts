// The bus channel that tells every server a user's sessions were revoked: each closes that user's sockets (4001).
import type { Bus } from './bus';

/** One channel for the whole process (subscribed once), not one per user: revocations are rare. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions.revoked';

export function publishSessionRevoked(bus: Bus, userId: number): Promise<void> {
  return bus.publish(SESSIONS_REVOKED_CHANNEL, { user_id: userId });
}

/** The user id of a revocation message; null for anything else on the channel. */
export function revokedUserId(message: unknown): number | null {
  const id = (message as { user_id?: unknown } | null)?.user_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}
