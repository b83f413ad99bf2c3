ALTER TABLE "shippings" ADD COLUMN "container_etd" date;--> statement-breakpoint
CREATE INDEX "balance_reports_sale_idx" ON "balance_reports" USING btree ("car_sale_id");--> statement-breakpoint
CREATE INDEX "car_purchases_date_idx" ON "car_purchases" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "car_sales_date_idx" ON "car_sales" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "car_sales_updated_idx" ON "car_sales" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "car_sales_sales_rep_idx" ON "car_sales" USING btree ("sales_rep_id");--> statement-breakpoint
CREATE INDEX "car_sales_vin_trgm_idx" ON "car_sales" USING gin ("vin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_sales_id_number_trgm_idx" ON "car_sales" USING gin ("id_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_etd_idx" ON "containers" USING btree ("etd","id");--> statement-breakpoint
CREATE INDEX "containers_eta_idx" ON "containers" USING btree ("eta","id");--> statement-breakpoint
CREATE INDEX "containers_number_trgm_idx" ON "containers" USING gin ("container_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_booking_trgm_idx" ON "containers" USING gin ("booking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "loading_records_loaded_idx" ON "loading_records" USING btree ("loaded_at","id");--> statement-breakpoint
CREATE INDEX "loading_records_container_idx" ON "loading_records" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "shippings_container_idx" ON "shippings" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "shippings_etd_idx" ON "shippings" USING btree ("container_etd","id");--> statement-breakpoint
CREATE INDEX "summary_reports_updated_idx" ON "summary_reports" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "summary_reports_stage_idx" ON "summary_reports" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "towings_dispatched_idx" ON "towings" USING btree ("dispatched_at","id");--> statement-breakpoint
-- A shipping copies its container's ETD (its list's main date), so that list sorts and filters on its own index.
CREATE OR REPLACE FUNCTION "shippings_copy_container_etd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."container_etd" := (SELECT "etd" FROM "containers" WHERE "id" = NEW."container_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "shippings_copy_container_etd" BEFORE INSERT OR UPDATE OF "container_id" ON "shippings" FOR EACH ROW EXECUTE FUNCTION "shippings_copy_container_etd"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "containers_etd_to_shippings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shippings" SET "container_etd" = NEW."etd" WHERE "container_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "containers_etd_to_shippings" AFTER UPDATE OF "etd" ON "containers" FOR EACH ROW WHEN (OLD."etd" IS DISTINCT FROM NEW."etd") EXECUTE FUNCTION "containers_etd_to_shippings"();--> statement-breakpoint
UPDATE "shippings" AS s SET "container_etd" = c."etd" FROM "containers" AS c WHERE c."id" = s."container_id";
