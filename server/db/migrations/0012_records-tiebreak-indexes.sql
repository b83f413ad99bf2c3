DROP INDEX "towings_status_idx";--> statement-breakpoint
CREATE INDEX "car_sales_year_asc_idx" ON "car_sales" USING btree ("year","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "summary_reports_balance_asc_idx" ON "summary_reports" USING btree (("car_price" + "auction_fees" + "towing" + "ocean_freight" + "customs_duties" + "other_charges" - "paid"),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "towings_status_idx" ON "towings" USING btree ("towing_status","id" DESC NULLS FIRST);