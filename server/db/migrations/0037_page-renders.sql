CREATE TABLE "page_renders" (
	"key" text PRIMARY KEY NOT NULL,
	"car_id" integer,
	"generation" text NOT NULL,
	"version" text NOT NULL,
	"headers" jsonb NOT NULL,
	"etag" text NOT NULL,
	"gzip" "bytea" NOT NULL,
	"brotli" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_renders" ADD CONSTRAINT "page_renders_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_renders_car_generation_idx" ON "page_renders" USING btree ("car_id","generation") WHERE "page_renders"."car_id" is not null;--> statement-breakpoint
-- The bodies are compressed already: stored out of line without another attempt at compressing them (decision 075).
ALTER TABLE "page_renders" ALTER COLUMN "gzip" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "page_renders" ALTER COLUMN "brotli" SET STORAGE EXTERNAL;
