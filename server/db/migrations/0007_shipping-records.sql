CREATE TABLE "loading_ports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"warehouse_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_loading_port_id_warehouses_id_fk";
--> statement-breakpoint
DROP INDEX "note_reads_idx";--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "keys" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "car_sales" ADD COLUMN "trim" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "auction_invoices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "loading_records" ADD COLUMN "loading_port_id" integer;--> statement-breakpoint
ALTER TABLE "shippings" ADD COLUMN "arrived_at" date;--> statement-breakpoint
ALTER TABLE "shippings" ADD COLUMN "customs_cleared_at" date;--> statement-breakpoint
ALTER TABLE "shippings" ADD COLUMN "delivered_at" date;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "customer_id" integer;--> statement-breakpoint
UPDATE "summary_reports" AS s SET "customer_id" = c."customer_id" FROM "car_sales" AS c WHERE c."id" = s."car_sale_id";--> statement-breakpoint
ALTER TABLE "summary_reports" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "car_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "auction_fees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "towing" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "ocean_freight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "customs_duties" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "other_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD COLUMN "paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every existing warehouse's port becomes its loading port, with the warehouse's id, so containers keep theirs.
INSERT INTO "loading_ports" ("id", "name", "warehouse_id") SELECT "id", "port", "id" FROM "warehouses";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('loading_ports', 'id'), GREATEST((SELECT MAX("id") FROM "loading_ports"), 1));--> statement-breakpoint
UPDATE "loading_records" SET "loading_port_id" = "warehouse_id";--> statement-breakpoint
DELETE FROM "note_reads" AS a USING "note_reads" AS b WHERE a."user_id" = b."user_id" AND a."note_id" = b."note_id" AND a.ctid > b.ctid;--> statement-breakpoint
ALTER TABLE "loading_ports" ADD CONSTRAINT "loading_ports_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_loading_port_id_loading_ports_id_fk" FOREIGN KEY ("loading_port_id") REFERENCES "public"."loading_ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_records" ADD CONSTRAINT "loading_records_loading_port_id_loading_ports_id_fk" FOREIGN KEY ("loading_port_id") REFERENCES "public"."loading_ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "note_reads_user_note_idx" ON "note_reads" USING btree ("user_id","note_id");--> statement-breakpoint
CREATE INDEX "summary_reports_customer_idx" ON "summary_reports" USING btree ("customer_id","updated_at");