ALTER TABLE "shippings" ADD COLUMN "container_eta" date;--> statement-breakpoint
CREATE INDEX "car_purchases_updated_idx" ON "car_purchases" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "car_purchases_amount_idx" ON "car_purchases" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "car_sales_id_number_idx" ON "car_sales" USING btree ("id_number","id");--> statement-breakpoint
CREATE INDEX "car_sales_year_idx" ON "car_sales" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "car_sales_customer_type_idx" ON "car_sales" USING btree ("customer_type");--> statement-breakpoint
CREATE INDEX "containers_updated_idx" ON "containers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "loading_records_updated_idx" ON "loading_records" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "shippings_eta_idx" ON "shippings" USING btree ("container_eta","id");--> statement-breakpoint
CREATE INDEX "shippings_updated_idx" ON "shippings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "summary_reports_balance_idx" ON "summary_reports" USING btree (("car_price" + "auction_fees" + "towing" + "ocean_freight" + "customs_duties" + "other_charges" - "paid"),"id");--> statement-breakpoint
CREATE INDEX "towings_updated_idx" ON "towings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "towings_status_idx" ON "towings" USING btree ("towing_status","id");--> statement-breakpoint
-- A shipping copies its container's ETA too (its list's `eta` ordering), kept by the same triggers as the ETD.
CREATE OR REPLACE FUNCTION "shippings_copy_container_etd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "etd", "eta" INTO NEW."container_etd", NEW."container_eta" FROM "containers" WHERE "id" = NEW."container_id";
  IF NOT FOUND THEN
    NEW."container_etd" := NULL;
    NEW."container_eta" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "containers_etd_to_shippings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shippings" SET "container_etd" = NEW."etd", "container_eta" = NEW."eta" WHERE "container_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "containers_etd_to_shippings" ON "containers";--> statement-breakpoint
CREATE TRIGGER "containers_etd_to_shippings" AFTER UPDATE OF "etd", "eta" ON "containers" FOR EACH ROW WHEN (OLD."etd" IS DISTINCT FROM NEW."etd" OR OLD."eta" IS DISTINCT FROM NEW."eta") EXECUTE FUNCTION "containers_etd_to_shippings"();--> statement-breakpoint
UPDATE "shippings" AS s SET "container_eta" = c."eta" FROM "containers" AS c WHERE c."id" = s."container_id";
