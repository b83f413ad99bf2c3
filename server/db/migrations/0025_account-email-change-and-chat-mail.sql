ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "customer_mailed_at" timestamp with time zone;