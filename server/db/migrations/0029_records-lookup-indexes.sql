CREATE INDEX "car_purchases_payment_status_idx" ON "car_purchases" USING btree ("payment_status","id");--> statement-breakpoint
CREATE INDEX "containers_status_idx" ON "containers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "towings_warehouse_idx" ON "towings" USING btree ("warehouse_id","id");