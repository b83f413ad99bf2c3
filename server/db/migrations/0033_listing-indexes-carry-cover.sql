DROP INDEX "cars_active_created_idx";--> statement-breakpoint
DROP INDEX "cars_active_make_price_idx";--> statement-breakpoint
DROP INDEX "cars_active_make_mileage_idx";--> statement-breakpoint
DROP INDEX "cars_active_make_year_idx";--> statement-breakpoint
DROP INDEX "cars_active_make_created_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "has_cover" boolean GENERATED ALWAYS AS (cover_image <> '') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_active_created_idx" ON "cars" USING btree ("created_at","id","has_cover") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_price_idx" ON "cars" USING btree ("make_name","price","id","has_cover") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_mileage_idx" ON "cars" USING btree ("make_name","mileage","id","has_cover") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_year_idx" ON "cars" USING btree ("make_name","year","id","has_cover") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_created_idx" ON "cars" USING btree ("make_name","created_at","id","has_cover") WHERE "cars"."status" = 'active';