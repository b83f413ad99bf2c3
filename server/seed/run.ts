// The seed's heavy half (faker and the factories), loaded only when seeding is asked for (decision 022).
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { DEMO_PASSWORD } from './factories/users';
import { seedDatabase, userCount } from './seed';

export interface SeedOptions {
  cars: number;
  /** "Today" for the generated dates; defaults to the start of the current UTC day. */
  now?: Date;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Seeds when the users table is empty; returns whether it did. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if ((await userCount(db)) > 0) return false;
  return seedDatabase(db, {
    cars: opts.cars,
    now: opts.now ?? startOfUtcDay(new Date()),
    // The shared demo password, hashed once (argon2id, the library's default) for every demo account.
    passwordHash: await hash(DEMO_PASSWORD),
  });
}
