DROP INDEX "record_counts_table_idx";--> statement-breakpoint
ALTER TABLE "record_counts" ADD COLUMN "column_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "record_counts" ADD COLUMN "value" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "record_counts_key_idx" ON "record_counts" USING btree ("table_name","column_name","value");--> statement-breakpoint
-- Row counts per value of a few columns (decision 079), beside the tables' row counts (decision 066): a list filtered
-- by one of these columns alone adds up its values' counts instead of counting 200,000-300,000 index entries. The
-- trigger's arguments name the columns. Each statement adds, per key (column and value; '' and '' for the table),
-- one delta row with what it changed: rows inserted count +1, deleted -1, an update -1 for the old value and +1 for
-- the new (an update that changes none of the columns adds nothing). Values are written as jsonb text (ISO dates
-- whatever the session's DateStyle); NULLs are not counted, as no kept lookup matches them. Past 8 rows a touched
-- key's deltas are folded into one, skipping rows another fold holds, so neither writers nor folds ever wait.
CREATE OR REPLACE FUNCTION "record_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  picked text := '';
  keys text := $k$('', '')$k$;
  col text;
  touched_columns text[];
  touched_values text[];
BEGIN
  -- The kept columns by name (a whole-row reference would not survive a column dropped from the table).
  FOREACH col IN ARRAY coalesce(TG_ARGV, ARRAY[]::text[]) LOOP
    picked := picked || format('%I, ', col);
    keys := keys || format(', (%L, to_jsonb(d.%I) #>> ''{}'')', col, col);
  END LOOP;
  changed := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s1 AS s FROM new_rows', picked)
    WHEN 'DELETE' THEN format('SELECT %s-1 AS s FROM old_rows', picked)
    ELSE format('SELECT %s1 AS s FROM new_rows UNION ALL SELECT %s-1 AS s FROM old_rows', picked, picked) END;
  EXECUTE format($q$WITH d AS (%s),
      g AS (SELECT k.c, k.v, sum(d.s) AS n FROM d CROSS JOIN LATERAL (VALUES %s) AS k(c, v)
        WHERE k.v IS NOT NULL GROUP BY k.c, k.v HAVING sum(d.s) <> 0),
      added AS (INSERT INTO "record_counts" ("table_name", "column_name", "value", "n")
        SELECT %L, c, v, n FROM g RETURNING "column_name", "value")
    SELECT array_agg("column_name"), array_agg("value") FROM added$q$, changed, keys, TG_TABLE_NAME)
  INTO touched_columns, touched_values;
  IF touched_columns IS NULL THEN
    RETURN NULL;
  END IF;
  WITH touched AS (SELECT DISTINCT c, v FROM unnest(touched_columns, touched_values) AS t(c, v)),
  crowded AS (SELECT c, v FROM touched WHERE (SELECT count(*) FROM "record_counts" rc
    WHERE rc."table_name" = TG_TABLE_NAME AND rc."column_name" = touched.c AND rc."value" = touched.v) > 8),
  picked AS (SELECT rc.ctid FROM "record_counts" rc JOIN crowded
    ON rc."table_name" = TG_TABLE_NAME AND rc."column_name" = crowded.c AND rc."value" = crowded.v
    FOR UPDATE OF rc SKIP LOCKED),
  folded AS (DELETE FROM "record_counts" WHERE ctid IN (SELECT ctid FROM picked) RETURNING "column_name", "value", "n")
  INSERT INTO "record_counts" ("table_name", "column_name", "value", "n")
    SELECT TG_TABLE_NAME, "column_name", "value", sum("n") FROM folded GROUP BY "column_name", "value";
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  kept jsonb := '{
    "car_sales": ["year", "date", "is_done", "is_flagged", "stage", "customer_type", "sales_rep_id"],
    "car_purchases": ["year", "purchase_date", "payment_status", "customer_type", "sales_rep_id"],
    "summary_reports": ["year", "sale_date", "stage", "customer_type", "sales_rep_id"],
    "towings": ["warehouse_id"],
    "shippings": ["container_etd", "stage"],
    "containers": ["etd", "status"]
  }';
  t text;
  cols jsonb;
  col text;
  args text;
BEGIN
  FOR t, cols IN SELECT * FROM jsonb_each(kept) LOOP
    SELECT string_agg(quote_literal(c), ', ') INTO args FROM jsonb_array_elements_text(cols) AS c;
    EXECUTE format('DROP TRIGGER record_counts_on_insert ON %I', t);
    EXECUTE format('DROP TRIGGER record_counts_on_delete ON %I', t);
    EXECUTE format('CREATE TRIGGER record_counts_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply(%s)', t, args);
    EXECUTE format('CREATE TRIGGER record_counts_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply(%s)', t, args);
    EXECUTE format('CREATE TRIGGER record_counts_on_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply(%s)', t, args);
    FOR col IN SELECT jsonb_array_elements_text(cols) LOOP
      EXECUTE format('INSERT INTO record_counts (table_name, column_name, value, n) SELECT %L, %L, v, count(*) '
        'FROM (SELECT to_jsonb(%I) #>> ''{}'' AS v FROM %I) AS r WHERE v IS NOT NULL GROUP BY v', t, col, col, t);
    END LOOP;
  END LOOP;
END $$;
