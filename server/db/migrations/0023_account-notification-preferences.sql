ALTER TABLE "users" ADD COLUMN "notify_status_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_chat_email" boolean DEFAULT true NOT NULL;