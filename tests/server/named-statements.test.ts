// Marked statements are prepared by name on PostgreSQL (decision 077): the second call of a marked, parameterised
// statement and later ones run as a named prepared statement; unmarked, one-off and parameterless ones do not, and
// the number of names is bounded. PGlite has no pool: nothing to test there.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameRepeatedStatements, PLAN_ONCE } from '@/server/db/named-statements';
import { createServerDatabase } from '../support/server-database';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('named statements (PostgreSQL)', () => {
  let created: Awaited<ReturnType<typeof createServerDatabase>>;
  let pool: pg.Pool;
  const prepared = async () =>
    (
      await pool.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    created = await createServerDatabase(serverUrl!, 'named');
    // One connection, so every query sees the same session's prepared statements.
    pool = new pg.Pool({
      connectionString: created.url,
      max: 1,
      Client: nameRepeatedStatements(pg.Client, { maxNamed: 2 }),
    });
  });
  afterAll(async () => {
    await pool.end();
    await created.drop();
  });

  it('prepares a parameterised statement from its second call, and answers the same', async () => {
    const text = `select $1::int + 1 as n ${PLAN_ONCE}`;
    expect((await pool.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual([]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ n: 3 }]);
    expect((await pool.query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect(await prepared()).toEqual([text]);
  });

  it('leaves unmarked statements, statements without parameters and ones with a name of their own as they are', async () => {
    await pool.query('select $1::int as unmarked', [1]);
    await pool.query('select $1::int as unmarked', [2]);
    await pool.query(`select 1 ${PLAN_ONCE}`);
    await pool.query(`select 1 ${PLAN_ONCE}`);
    await pool.query({ text: 'select $1::text as own', values: ['a'], name: 'own' });
    expect(await prepared()).toEqual([`select $1::int + 1 as n ${PLAN_ONCE}`, 'select $1::text as own']);
  });

  it('names at most maxNamed texts; the rest run unnamed, and correctly', async () => {
    for (const text of [`select $1::int * 2 as n ${PLAN_ONCE}`, `select $1::int * 3 as n ${PLAN_ONCE}`]) {
      await pool.query(text, [5]);
      expect((await pool.query(text, [5])).rows).toHaveLength(1);
    }
    const statements = await prepared();
    expect(statements).toContain(`select $1::int * 2 as n ${PLAN_ONCE}`);
    expect(statements).not.toContain(`select $1::int * 3 as n ${PLAN_ONCE}`);
    expect((await pool.query(`select $1::int * 3 as n ${PLAN_ONCE}`, [5])).rows).toEqual([{ n: 15 }]);
  });
});
