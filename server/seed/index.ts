// Seeds an empty database with the demo data set (filled in by the seed module).
import type { Db } from '../db/client';

export interface SeedOptions {
  cars: number;
}

export async function seedIfEmpty(_db: Db, _opts: SeedOptions): Promise<boolean> {
  return false;
}
