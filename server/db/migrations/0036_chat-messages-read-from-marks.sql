DROP INDEX "chat_messages_unread_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "is_read";