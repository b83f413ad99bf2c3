CREATE TABLE "report_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" integer NOT NULL,
	"card_last4" text,
	"card_brand" text,
	"code" text,
	"message" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "provider" text DEFAULT 'sample' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_payments" ADD CONSTRAINT "report_payments_order_id_purchased_reports_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchased_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_payments_order_idx" ON "report_payments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_reports_idempotency_idx" ON "purchased_reports" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Reports bought before orders existed were "completed": they are delivered (paid when bought). A report a user
-- has twice keeps its first row; the others are marked failed so the "bought once" index below can be built.
UPDATE "purchased_reports" SET "status" = 'delivered', "paid_at" = "created_at"
WHERE "status" = 'completed' AND "id" = (
	SELECT min(p."id") FROM "purchased_reports" p
	WHERE p."user_id" = "purchased_reports"."user_id" AND p."report_type" = "purchased_reports"."report_type"
		AND p."vin" = "purchased_reports"."vin" AND p."status" = 'completed'
);--> statement-breakpoint
UPDATE "purchased_reports" SET "status" = 'failed', "failure_message" = 'A duplicate of an earlier purchase.'
WHERE "status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "purchased_reports_owned_idx" ON "purchased_reports" USING btree ("user_id","report_type","vin") WHERE status in ('paid', 'delivered');