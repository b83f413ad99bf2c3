-- Lists that filtered through a join to the car sale are served from the record's own table (decision 042): a
-- summary report copies its sale's date, a purchase its sale's dealer state, kept by triggers as shippings keep
-- their container's dates (migration 0008).
ALTER TABLE "summary_reports" ADD COLUMN "sale_date" date;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "dealer_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "summary_reports" AS s SET "sale_date" = c."date" FROM "car_sales" AS c WHERE c."id" = s."car_sale_id";--> statement-breakpoint
UPDATE "car_purchases" AS p SET "dealer_state" = c."dealer_state" FROM "car_sales" AS c WHERE c."id" = p."car_sale_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "summary_reports_copy_sale_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sale_date" := (SELECT "date" FROM "car_sales" WHERE "id" = NEW."car_sale_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "summary_reports_copy_sale_date" BEFORE INSERT OR UPDATE OF "car_sale_id" ON "summary_reports" FOR EACH ROW EXECUTE FUNCTION "summary_reports_copy_sale_date"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_purchases_copy_dealer_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."dealer_state" := COALESCE((SELECT "dealer_state" FROM "car_sales" WHERE "id" = NEW."car_sale_id"), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "car_purchases_copy_dealer_state" BEFORE INSERT OR UPDATE OF "car_sale_id" ON "car_purchases" FOR EACH ROW EXECUTE FUNCTION "car_purchases_copy_dealer_state"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_sales_copy_to_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."date" IS DISTINCT FROM NEW."date" THEN
    UPDATE "summary_reports" SET "sale_date" = NEW."date" WHERE "car_sale_id" = NEW."id";
  END IF;
  IF OLD."dealer_state" IS DISTINCT FROM NEW."dealer_state" THEN
    UPDATE "car_purchases" SET "dealer_state" = NEW."dealer_state" WHERE "car_sale_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "car_sales_copy_to_records" AFTER UPDATE OF "date", "dealer_state" ON "car_sales" FOR EACH ROW EXECUTE FUNCTION "car_sales_copy_to_records"();--> statement-breakpoint
-- Few distinct values (state codes, the nine locations): icontains reads the matching values off a btree
-- (server/api/filters.ts `fewValues`), so the trigram indexes of migration 0013 go.
DROP INDEX IF EXISTS "car_sales_dealer_state_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "car_sales_car_location_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "car_sales_title_status_trgm_idx";--> statement-breakpoint
CREATE INDEX "car_sales_dealer_state_idx" ON "car_sales" USING btree ("dealer_state","id");--> statement-breakpoint
CREATE INDEX "car_sales_car_location_idx" ON "car_sales" USING btree ("car_location","id");--> statement-breakpoint
CREATE INDEX "car_sales_title_status_idx" ON "car_sales" USING btree ("title_status","id");--> statement-breakpoint
CREATE INDEX "car_purchases_dealer_state_idx" ON "car_purchases" USING btree ("dealer_state","id");--> statement-breakpoint
CREATE INDEX "summary_reports_sale_date_idx" ON "summary_reports" USING btree ("sale_date","id");
