// Loading millions of bench rows quickly: each table's secondary indexes are dropped while the rows go in and built
// once at the end (one sorted build instead of a million scattered inserts; trigram GIN indexes gain the most), and
// the rows go in by ranges of ids, so no one statement holds millions of rows in memory and progress is visible.
// Indexes that back a constraint (primary keys, unique) stay: the fill's joins and ON CONFLICT rely on them.

/** `--scale N` (or BENCH_SCALE): the bench's data multiplied by N; 1 is the size its issue names. */
export function scaleArg(argv = process.argv, env = process.env) {
  const at = argv.indexOf('--scale');
  const raw = at >= 0 ? argv[at + 1] : (argv.find((a) => a.startsWith('--scale='))?.slice(8) ?? env.BENCH_SCALE);
  const scale = Number(raw ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number, not ${raw}`);
  return scale;
}

/**
 * Runs `work` with the non-constraint indexes of `tables` dropped (except those named in `keep`, which a trigger
 * of the fill reads), then builds them again (with a larger maintenance_work_mem for this session) and returns
 * `work`'s answer.
 */
export async function withIndexesDeferred(client, tables, work, { keep = [] } = {}) {
  const { rows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     join pg_class c on c.relname = i.indexname and c.relkind = 'i'
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint k where k.conindid = c.oid) and i.indexname <> all($2)`,
    [tables, keep],
  );
  for (const { indexname } of rows) await client.query(`drop index "${indexname}"`);
  const answer = await work();
  const started = performance.now();
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const { indexdef } of rows) await client.query(indexdef);
  await client.query('reset maintenance_work_mem');
  console.log(`  ${rows.length} indexes built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return answer;
}

/** Calls `step(lo, hi)` for consecutive ranges of `size` over 1..total (inclusive bounds). */
export async function inRanges(total, size, step) {
  for (let lo = 1; lo <= total; lo += size) await step(lo, Math.min(total, lo + size - 1));
}
