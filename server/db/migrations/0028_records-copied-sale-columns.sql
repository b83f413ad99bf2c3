-- Purchases and summary reports copy the rest of their sale's filtered columns (decision 066), as they copy its
-- date and dealer state (migration 0016): at a million records, counting by a joined column read every purchase.
ALTER TABLE "car_purchases" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "sales_rep_id" integer;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "customer_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "car_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "title_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "sales_rep_id" integer;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "customer_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "car_purchases" AS p SET "year" = c."year", "sales_rep_id" = c."sales_rep_id", "customer_type" = c."customer_type", "car_location" = c."car_location", "title_status" = c."title_status" FROM "car_sales" AS c WHERE c."id" = p."car_sale_id";--> statement-breakpoint
UPDATE "summary_reports" AS s SET "year" = c."year", "sales_rep_id" = c."sales_rep_id", "customer_type" = c."customer_type" FROM "car_sales" AS c WHERE c."id" = s."car_sale_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "summary_reports_copy_sale_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "date", "year", "sales_rep_id", "customer_type"
    INTO NEW."sale_date", NEW."year", NEW."sales_rep_id", NEW."customer_type"
    FROM "car_sales" WHERE "id" = NEW."car_sale_id";
  IF NOT FOUND THEN
    NEW."sale_date" := NULL;
    NEW."year" := NULL;
    NEW."sales_rep_id" := NULL;
    NEW."customer_type" := '';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_purchases_copy_dealer_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "dealer_state", "year", "sales_rep_id", "customer_type", "car_location", "title_status"
    INTO NEW."dealer_state", NEW."year", NEW."sales_rep_id", NEW."customer_type", NEW."car_location", NEW."title_status"
    FROM "car_sales" WHERE "id" = NEW."car_sale_id";
  IF NOT FOUND THEN
    NEW."dealer_state" := '';
    NEW."year" := NULL;
    NEW."sales_rep_id" := NULL;
    NEW."customer_type" := '';
    NEW."car_location" := '';
    NEW."title_status" := '';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "car_sales_copy_to_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."date", OLD."year", OLD."sales_rep_id", OLD."customer_type")
      IS DISTINCT FROM (NEW."date", NEW."year", NEW."sales_rep_id", NEW."customer_type") THEN
    UPDATE "summary_reports" SET "sale_date" = NEW."date", "year" = NEW."year", "sales_rep_id" = NEW."sales_rep_id",
      "customer_type" = NEW."customer_type" WHERE "car_sale_id" = NEW."id";
  END IF;
  IF (OLD."dealer_state", OLD."year", OLD."sales_rep_id", OLD."customer_type", OLD."car_location", OLD."title_status")
      IS DISTINCT FROM
      (NEW."dealer_state", NEW."year", NEW."sales_rep_id", NEW."customer_type", NEW."car_location", NEW."title_status") THEN
    UPDATE "car_purchases" SET "dealer_state" = NEW."dealer_state", "year" = NEW."year",
      "sales_rep_id" = NEW."sales_rep_id", "customer_type" = NEW."customer_type", "car_location" = NEW."car_location",
      "title_status" = NEW."title_status" WHERE "car_sale_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "car_sales_copy_to_records" ON "car_sales";--> statement-breakpoint
CREATE TRIGGER "car_sales_copy_to_records" AFTER UPDATE OF "date", "dealer_state", "year", "sales_rep_id", "customer_type", "car_location", "title_status" ON "car_sales" FOR EACH ROW EXECUTE FUNCTION "car_sales_copy_to_records"();--> statement-breakpoint
CREATE INDEX "car_purchases_year_idx" ON "car_purchases" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "car_purchases_sales_rep_idx" ON "car_purchases" USING btree ("sales_rep_id","id");--> statement-breakpoint
CREATE INDEX "car_purchases_customer_type_idx" ON "car_purchases" USING btree ("customer_type","id");--> statement-breakpoint
CREATE INDEX "car_purchases_car_location_idx" ON "car_purchases" USING btree ("car_location","id");--> statement-breakpoint
CREATE INDEX "car_purchases_title_status_idx" ON "car_purchases" USING btree ("title_status","id");--> statement-breakpoint
CREATE INDEX "summary_reports_year_idx" ON "summary_reports" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "summary_reports_sales_rep_idx" ON "summary_reports" USING btree ("sales_rep_id","id");--> statement-breakpoint
CREATE INDEX "summary_reports_customer_type_idx" ON "summary_reports" USING btree ("customer_type","id");
