CREATE TABLE "record_counts" (
	"table_name" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "record_counts_table_idx" ON "record_counts" USING btree ("table_name");--> statement-breakpoint
-- Row counts of the records tables (decision 066): each INSERT or DELETE statement adds one delta row (+ or − the
-- rows it wrote), so concurrent writers never wait on a shared counter; past 32 deltas a table's are folded into
-- one in a single statement, skipping rows another fold holds (and rows not yet committed, which it cannot see),
-- so a fold never waits either. A reader's
-- snapshot sees a table's rows and their deltas committed together, so the sum is the exact count.
CREATE OR REPLACE FUNCTION "record_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows;
  ELSE
    SELECT -count(*) INTO delta FROM old_rows;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "record_counts" ("table_name", "n") VALUES (TG_TABLE_NAME, delta);
    IF (SELECT count(*) FROM "record_counts" WHERE "table_name" = TG_TABLE_NAME) > 32 THEN
      WITH picked AS (SELECT ctid FROM "record_counts" WHERE "table_name" = TG_TABLE_NAME FOR UPDATE SKIP LOCKED),
      folded AS (DELETE FROM "record_counts" WHERE ctid IN (SELECT ctid FROM picked) RETURNING "n")
      INSERT INTO "record_counts" ("table_name", "n") SELECT TG_TABLE_NAME, sum("n") FROM folded HAVING count(*) > 0;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "record_counts" WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['car_sales', 'car_purchases', 'summary_reports', 'towings', 'loading_records', 'shippings',
    'containers', 'customer_balances'] LOOP
    EXECUTE format('CREATE TRIGGER record_counts_on_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply()', t);
    EXECUTE format('CREATE TRIGGER record_counts_on_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_apply()', t);
    EXECUTE format('CREATE TRIGGER record_counts_on_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION record_counts_clear()', t);
    EXECUTE format('INSERT INTO record_counts (table_name, n) SELECT %L, count(*) FROM %I', t, t);
  END LOOP;
END $$;
