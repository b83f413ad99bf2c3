CREATE TABLE "part_fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"make" text NOT NULL,
	"year" integer NOT NULL,
	"model" text NOT NULL,
	"engine" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "parts_cascade_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "seller_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_fitments" ADD CONSTRAINT "part_fitments_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_images" ADD CONSTRAINT "part_images_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_fitments_part_idx" ON "part_fitments" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "part_images_part_idx" ON "part_images" USING btree ("part_id","position");--> statement-breakpoint
CREATE INDEX "part_orders_created_idx" ON "part_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "part_orders_part_idx" ON "part_orders" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "parts_model_idx" ON "parts" USING btree ("model");--> statement-breakpoint
CREATE INDEX "parts_engine_idx" ON "parts" USING btree ("engine");--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category");--> statement-breakpoint
CREATE INDEX "parts_sub_category_idx" ON "parts" USING btree ("sub_category");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "parts_year_idx" ON "parts" USING btree ("year");--> statement-breakpoint
CREATE INDEX "parts_source_idx" ON "parts" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "parts_name_trgm_idx" ON "parts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_cascade_idx" ON "parts" USING btree ("make","year","model","engine","category","sub_category","source");--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_stock_nonnegative" CHECK ("parts"."stock" >= 0);