CREATE TABLE "chat_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"out_of_hours_message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "out_of_hours_replied_on" date;