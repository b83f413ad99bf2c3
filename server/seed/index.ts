// Seeding entry for the server and the CLI: a small module that loads the demo-data generator only when asked to.
import type { Db } from '../db/client';
import type { SeedOptions } from './run';

export type { SeedOptions } from './run';

/**
 * Seeds an empty database with the demo data set; returns whether it did. The generator (faker and the factories)
 * is a separate chunk of the production bundle, imported here on first use, so a server that does not seed never
 * loads it (decision 022).
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const { seedIfEmpty: run } = await import('./run');
  return run(db, opts);
}
