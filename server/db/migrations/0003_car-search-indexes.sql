DROP INDEX "cars_dealer_idx";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(make_name || ' ' || model_name || ' ' || trim_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "cars_active_created_idx" ON "cars" USING btree ("created_at","id") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_price_idx" ON "cars" USING btree ("make_name","price","id") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_mileage_idx" ON "cars" USING btree ("make_name","mileage","id") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_year_idx" ON "cars" USING btree ("make_name","year","id") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_active_make_created_idx" ON "cars" USING btree ("make_name","created_at","id") WHERE "cars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "cars_body_style_idx" ON "cars" USING btree ("body_style");--> statement-breakpoint
CREATE INDEX "cars_fuel_type_idx" ON "cars" USING btree ("fuel_type");--> statement-breakpoint
CREATE INDEX "cars_transmission_idx" ON "cars" USING btree ("transmission");--> statement-breakpoint
CREATE INDEX "cars_drivetrain_idx" ON "cars" USING btree ("drivetrain");--> statement-breakpoint
CREATE INDEX "cars_exterior_color_idx" ON "cars" USING btree ("exterior_color");--> statement-breakpoint
CREATE INDEX "cars_interior_color_idx" ON "cars" USING btree ("interior_color");--> statement-breakpoint
CREATE INDEX "cars_country_idx" ON "cars" USING btree ("country");--> statement-breakpoint
CREATE INDEX "cars_search_name_trgm_idx" ON "cars" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_cars_user_created_idx" ON "saved_cars" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_cars_car_idx" ON "saved_cars" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "cars_dealer_idx" ON "cars" USING btree ("dealer_id","created_at");