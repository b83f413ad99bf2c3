// Secrets sent by e-mail or SMS (link tokens, 6-digit codes): made at random, stored only as sha256, compared in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { readId } from '@/lib/contract/ids';

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A secret of 256 bits in hex (URL-safe, and never contains the `-` that joins it to a uidb64). */
export function newLinkToken(): string {
  return randomBytes(32).toString('hex');
}

/** Six digits, leading zeros kept. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Whether `secret` hashes to `storedHash`, without leaking by timing how much of it matched. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(sha256(secret), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Django's urlsafe_base64_encode of the primary key (no padding). */
export function encodeUid(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

/** The id in a uidb64, or null when it is not one. */
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  return readId(Buffer.from(uidb64, 'base64url').toString('utf8'));
}
