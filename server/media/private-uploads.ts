// Chat attachments and the shipping records' files are private: their URLs carry an expiring signature, handed out
// only with the message or record to those who may read it (decisions 023, 040). Everything else is public.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '../config';
import { UPLOADS_URL_PREFIX } from '../storage/types';

/** Storage folders whose objects are private to the people who could read the record that holds them. */
const PRIVATE_FOLDERS = ['chat/', 'records/'];

/** A signed URL stays valid between one and two hours; within an hour every reader gets the same URL (cacheable). */
export const SIGNED_URL_WINDOW_S = 3600;

export function isPrivateUploadKey(key: string): boolean {
  return PRIVATE_FOLDERS.some((folder) => key.startsWith(folder));
}

function signingKey(): Buffer {
  // Derived from the JWT secret, so a URL signature can never pass for a token signature or the other way round.
  return createHmac('sha256', getConfig().jwtSecret).update('media-uploads-v1').digest();
}

function signature(key: string, expires: number): string {
  return createHmac('sha256', signingKey()).update(`${key}\n${expires}`).digest('base64url');
}

/** `/media/uploads/chat/…` with `?expires=…&signature=…` for private keys; other paths come back unchanged. */
export function signUploadPath(path: string, nowMs = Date.now()): string {
  const prefix = `${UPLOADS_URL_PREFIX}/`;
  if (!path.startsWith(prefix) || path.includes('?')) return path;
  const key = path.slice(prefix.length);
  if (!isPrivateUploadKey(key)) return path;
  const expires = (Math.floor(nowMs / 1000 / SIGNED_URL_WINDOW_S) + 2) * SIGNED_URL_WINDOW_S;
  return `${path}?expires=${expires}&signature=${signature(key, expires)}`;
}

/** Seconds the signed URL for `key` in `query` stays valid, or null when the signature is missing, wrong or expired. */
export function verifiedSecondsLeft(key: string, query: URLSearchParams, nowMs = Date.now()): number | null {
  const expires = Number(query.get('expires'));
  const given = query.get('signature') ?? '';
  if (!Number.isSafeInteger(expires) || !given) return null;
  const left = expires - Math.floor(nowMs / 1000);
  if (left <= 0 || left > 2 * SIGNED_URL_WINDOW_S) return null;
  const expected = Buffer.from(signature(key, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? left : null;
}
