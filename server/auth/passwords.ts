// Password hashing with argon2id (@node-rs/argon2's default algorithm), and a decoy check for unknown accounts.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a hash that cannot be read (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the time of a real check, so a login for an unknown e-mail is not told apart by how long it takes. */
export async function decoyVerify(password: string): Promise<false> {
  decoyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}
