DROP INDEX "parts_cascade_idx";--> statement-breakpoint
CREATE INDEX "parts_cascade_idx" ON "parts" USING btree ("make","year","model","engine","category","sub_category","source","id");