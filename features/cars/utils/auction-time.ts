// The countdown of an auction listing's card: coarse units, so it reads at a glance and rarely changes while read.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `3d 4h`, `5h 12m` or `12m` until `endsAt`; null once the auction has ended (or the date is unreadable). */
export function auctionTimeLeft(endsAt: string, now: number = Date.now()): string | null {
  const left = Date.parse(endsAt) - now;
  if (!Number.isFinite(left) || left <= 0) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  // The last seconds still read as a minute: "0m" would look like it has ended.
  return `${Math.max(1, minutes)}m`;
}
