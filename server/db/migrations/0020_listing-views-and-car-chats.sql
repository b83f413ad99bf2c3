ALTER TABLE "cars" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chats_car_idx" ON "chats" USING btree ("car_id");