CREATE INDEX "car_sales_dealer_state_trgm_idx" ON "car_sales" USING gin ("dealer_state" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_sales_car_location_trgm_idx" ON "car_sales" USING gin ("car_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "car_sales_title_status_trgm_idx" ON "car_sales" USING gin ("title_status" gin_trgm_ops);