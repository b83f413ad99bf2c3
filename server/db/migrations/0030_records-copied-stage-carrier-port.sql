-- Lookups that reached their value through a join over every record read it from the record's own table (decision
-- 067), as the container's dates (migration 0008) and the sale's columns (0016, 0028) are copied: the summary's stage
-- onto its car sale and shipping, the container's carrier onto its shippings, the loading port's warehouse onto the
-- loading records and containers at that port. Null where there is nothing to copy, as the joins gave.
ALTER TABLE "car_sales" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "loading_port_warehouse" text;--> statement-breakpoint
ALTER TABLE "loading_records" ADD COLUMN "loading_port_warehouse" text;--> statement-breakpoint
ALTER TABLE "shippings" ADD COLUMN "container_shipping_company" text;--> statement-breakpoint
ALTER TABLE "shippings" ADD COLUMN "stage" text;--> statement-breakpoint
UPDATE "car_sales" AS c SET "stage" = s."stage" FROM "summary_reports" AS s WHERE s."car_sale_id" = c."id";--> statement-breakpoint
UPDATE "shippings" AS h SET "stage" = v."stage", "container_shipping_company" = v."shipping_company"
  FROM (SELECT x."id", s."stage", c."shipping_company" FROM "shippings" AS x
    LEFT JOIN "summary_reports" AS s ON s."car_sale_id" = x."car_sale_id"
    LEFT JOIN "containers" AS c ON c."id" = x."container_id") AS v
  WHERE v."id" = h."id" AND (v."stage" IS NOT NULL OR v."shipping_company" IS NOT NULL);--> statement-breakpoint
UPDATE "loading_records" AS l SET "loading_port_warehouse" = w."warehouse"
  FROM "loading_ports" AS p JOIN "warehouses" AS w ON w."id" = p."warehouse_id" WHERE p."id" = l."loading_port_id";--> statement-breakpoint
UPDATE "containers" AS c SET "loading_port_warehouse" = w."warehouse"
  FROM "loading_ports" AS p JOIN "warehouses" AS w ON w."id" = p."warehouse_id" WHERE p."id" = c."loading_port_id";--> statement-breakpoint
-- The summary's stage follows it onto its sale and shipping; a sale the summary leaves (deleted or moved) has none.
CREATE OR REPLACE FUNCTION "summary_reports_stage_to_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."car_sale_id" IS DISTINCT FROM NEW."car_sale_id") THEN
    UPDATE "car_sales" SET "stage" = NULL WHERE "id" = OLD."car_sale_id" AND "stage" IS NOT NULL;
    UPDATE "shippings" SET "stage" = NULL WHERE "car_sale_id" = OLD."car_sale_id" AND "stage" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "car_sales" SET "stage" = NEW."stage" WHERE "id" = NEW."car_sale_id" AND "stage" IS DISTINCT FROM NEW."stage";
    UPDATE "shippings" SET "stage" = NEW."stage"
      WHERE "car_sale_id" = NEW."car_sale_id" AND "stage" IS DISTINCT FROM NEW."stage";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "summary_reports_stage_on_insert" AFTER INSERT ON "summary_reports" FOR EACH ROW EXECUTE FUNCTION "summary_reports_stage_to_records"();--> statement-breakpoint
CREATE TRIGGER "summary_reports_stage_on_update" AFTER UPDATE OF "stage", "car_sale_id" ON "summary_reports" FOR EACH ROW WHEN (OLD."stage" IS DISTINCT FROM NEW."stage" OR OLD."car_sale_id" IS DISTINCT FROM NEW."car_sale_id") EXECUTE FUNCTION "summary_reports_stage_to_records"();--> statement-breakpoint
CREATE TRIGGER "summary_reports_stage_on_delete" AFTER DELETE ON "summary_reports" FOR EACH ROW EXECUTE FUNCTION "summary_reports_stage_to_records"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "shippings_copy_sale_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."stage" := (SELECT "stage" FROM "summary_reports" WHERE "car_sale_id" = NEW."car_sale_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "shippings_copy_sale_stage" BEFORE INSERT OR UPDATE OF "car_sale_id" ON "shippings" FOR EACH ROW EXECUTE FUNCTION "shippings_copy_sale_stage"();--> statement-breakpoint
-- The container's carrier, kept by the triggers that keep its ETD and ETA (migrations 0008, 0011).
CREATE OR REPLACE FUNCTION "shippings_copy_container_etd"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "etd", "eta", "shipping_company" INTO NEW."container_etd", NEW."container_eta", NEW."container_shipping_company"
    FROM "containers" WHERE "id" = NEW."container_id";
  IF NOT FOUND THEN
    NEW."container_etd" := NULL;
    NEW."container_eta" := NULL;
    NEW."container_shipping_company" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "containers_etd_to_shippings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "shippings" SET "container_etd" = NEW."etd", "container_eta" = NEW."eta",
    "container_shipping_company" = NEW."shipping_company" WHERE "container_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "containers_etd_to_shippings" ON "containers";--> statement-breakpoint
CREATE TRIGGER "containers_etd_to_shippings" AFTER UPDATE OF "etd", "eta", "shipping_company" ON "containers" FOR EACH ROW WHEN ((OLD."etd", OLD."eta", OLD."shipping_company") IS DISTINCT FROM (NEW."etd", NEW."eta", NEW."shipping_company")) EXECUTE FUNCTION "containers_etd_to_shippings"();--> statement-breakpoint
-- The loading port's warehouse: copied when a record or container gets its port, and again when the port moves to
-- another warehouse or the warehouse is renamed (rare staff edits that rewrite that port's records).
CREATE OR REPLACE FUNCTION "records_copy_port_warehouse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."loading_port_warehouse" := (SELECT w."warehouse" FROM "loading_ports" AS p
    JOIN "warehouses" AS w ON w."id" = p."warehouse_id" WHERE p."id" = NEW."loading_port_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "loading_records_copy_port_warehouse" BEFORE INSERT OR UPDATE OF "loading_port_id" ON "loading_records" FOR EACH ROW EXECUTE FUNCTION "records_copy_port_warehouse"();--> statement-breakpoint
CREATE TRIGGER "containers_copy_port_warehouse" BEFORE INSERT OR UPDATE OF "loading_port_id" ON "containers" FOR EACH ROW EXECUTE FUNCTION "records_copy_port_warehouse"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "loading_ports_warehouse_to_records"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text := (SELECT "warehouse" FROM "warehouses" WHERE "id" = NEW."warehouse_id");
BEGIN
  UPDATE "loading_records" SET "loading_port_warehouse" = name WHERE "loading_port_id" = NEW."id";
  UPDATE "containers" SET "loading_port_warehouse" = name WHERE "loading_port_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "loading_ports_warehouse_to_records" AFTER UPDATE OF "warehouse_id" ON "loading_ports" FOR EACH ROW WHEN (OLD."warehouse_id" IS DISTINCT FROM NEW."warehouse_id") EXECUTE FUNCTION "loading_ports_warehouse_to_records"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "warehouses_name_to_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "loading_records" SET "loading_port_warehouse" = NEW."warehouse"
    WHERE "loading_port_id" IN (SELECT "id" FROM "loading_ports" WHERE "warehouse_id" = NEW."id");
  UPDATE "containers" SET "loading_port_warehouse" = NEW."warehouse"
    WHERE "loading_port_id" IN (SELECT "id" FROM "loading_ports" WHERE "warehouse_id" = NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "warehouses_name_to_records" AFTER UPDATE OF "warehouse" ON "warehouses" FOR EACH ROW WHEN (OLD."warehouse" IS DISTINCT FROM NEW."warehouse") EXECUTE FUNCTION "warehouses_name_to_records"();--> statement-breakpoint
CREATE INDEX "car_sales_stage_idx" ON "car_sales" USING btree ("stage","date","id");--> statement-breakpoint
CREATE INDEX "containers_port_warehouse_idx" ON "containers" USING btree ("loading_port_warehouse","id");--> statement-breakpoint
CREATE INDEX "loading_records_port_warehouse_idx" ON "loading_records" USING btree ("loading_port_warehouse","id");--> statement-breakpoint
CREATE INDEX "shippings_shipping_company_idx" ON "shippings" USING btree ("container_shipping_company","id");--> statement-breakpoint
CREATE INDEX "shippings_stage_idx" ON "shippings" USING btree ("stage","container_etd","id");
