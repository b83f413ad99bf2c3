DROP INDEX "cars_year_idx";--> statement-breakpoint
CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year","id");