CREATE TABLE "chat_visitor_contacts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text,
	"telegram" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_visitor_contacts" ADD CONSTRAINT "chat_visitor_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;