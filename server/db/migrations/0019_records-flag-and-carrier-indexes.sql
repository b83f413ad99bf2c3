CREATE INDEX "car_sales_open_idx" ON "car_sales" USING btree ("date","id") WHERE not "car_sales"."is_done";--> statement-breakpoint
CREATE INDEX "car_sales_flagged_idx" ON "car_sales" USING btree ("date","id") WHERE "car_sales"."is_flagged";--> statement-breakpoint
CREATE INDEX "containers_shipping_company_idx" ON "containers" USING btree ("shipping_company","id");