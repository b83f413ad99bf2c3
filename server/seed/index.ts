// Seeds an empty database with the demo data set (accounts, listings, parts, dashboard records, content).
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

/** Hashes the shared demo password (argon2id, the library's default) once for every demo account. */
export function hashDemoPassword(): Promise<string> {
  return hash(DEMO_PASSWORD);
}

/** Seeds when the users table is empty; returns whether it did. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if ((await userCount(db)) > 0) return false;
  return seedDatabase(db, {
    cars: opts.cars,
    now: opts.now ?? startOfUtcDay(new Date()),
    passwordHash: await hashDemoPassword(),
  });
}
