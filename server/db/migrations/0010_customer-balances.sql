CREATE TABLE "customer_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"first_entry_date" date,
	"last_entry_date" date
);
--> statement-breakpoint
ALTER TABLE "customer_balances" ADD CONSTRAINT "customer_balances_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_balances_balance_idx" ON "customer_balances" USING btree ("balance","customer_id");--> statement-breakpoint
CREATE INDEX "customer_balances_last_idx" ON "customer_balances" USING btree ("last_entry_date","customer_id");--> statement-breakpoint
-- Re-sums the ledgers of the customers a statement touched (one aggregate per statement, however many rows it wrote).
CREATE OR REPLACE FUNCTION "customer_balances_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "customer_id") INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "customer_id") INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT "customer_id") INTO ids
      FROM (SELECT "customer_id" FROM new_rows UNION SELECT "customer_id" FROM old_rows) AS changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  DELETE FROM "customer_balances" AS cb WHERE cb."customer_id" = ANY(ids)
    AND NOT EXISTS (SELECT 1 FROM "balance_reports" AS b WHERE b."customer_id" = cb."customer_id");
  INSERT INTO "customer_balances"
      ("customer_id", "charges", "payments", "balance", "entries", "first_entry_date", "last_entry_date")
    SELECT "customer_id", sum("debit")::int, sum("credit")::int, (sum("debit") - sum("credit"))::int, count(*)::int,
        min("date"), max("date")
      FROM "balance_reports" WHERE "customer_id" = ANY(ids) GROUP BY "customer_id"
    ON CONFLICT ("customer_id") DO UPDATE SET "charges" = EXCLUDED."charges", "payments" = EXCLUDED."payments",
      "balance" = EXCLUDED."balance", "entries" = EXCLUDED."entries",
      "first_entry_date" = EXCLUDED."first_entry_date", "last_entry_date" = EXCLUDED."last_entry_date";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customer_balances_on_insert" AFTER INSERT ON "balance_reports" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_balances_refresh"();--> statement-breakpoint
CREATE TRIGGER "customer_balances_on_update" AFTER UPDATE ON "balance_reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_balances_refresh"();--> statement-breakpoint
CREATE TRIGGER "customer_balances_on_delete" AFTER DELETE ON "balance_reports" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_balances_refresh"();--> statement-breakpoint
INSERT INTO "customer_balances" ("customer_id", "charges", "payments", "balance", "entries", "first_entry_date", "last_entry_date")
  SELECT "customer_id", sum("debit")::int, sum("credit")::int, (sum("debit") - sum("credit"))::int, count(*)::int, min("date"), max("date")
  FROM "balance_reports" GROUP BY "customer_id";
