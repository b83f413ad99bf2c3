CREATE TABLE "record_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"car_sale_id" integer,
	"collection" text NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text,
	"content_type" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_files_record_idx" ON "record_files" USING btree ("kind","record_id","collection","id");--> statement-breakpoint
CREATE INDEX "record_files_sale_idx" ON "record_files" USING btree ("car_sale_id");--> statement-breakpoint
-- The jsonb arrays' paths become rows (decision 040), in their array order; the type follows the path's extension.
INSERT INTO "record_files" ("kind", "record_id", "car_sale_id", "collection", "path", "content_type", "created_at")
SELECT f.kind, f.record_id, f.car_sale_id, f.collection, f.path,
	CASE lower(substring(split_part(f.path, '?', 1) from '\.([A-Za-z0-9]+)$'))
		WHEN 'svg' THEN 'image/svg+xml'
		WHEN 'webp' THEN 'image/webp'
		WHEN 'png' THEN 'image/png'
		WHEN 'jpg' THEN 'image/jpeg'
		WHEN 'jpeg' THEN 'image/jpeg'
		WHEN 'pdf' THEN 'application/pdf'
		ELSE 'application/octet-stream'
	END,
	f.created_at
FROM (
	SELECT 'carspurchased' AS kind, p.id AS record_id, p.car_sale_id, 'invoices' AS collection, e.path, e.n, p.created_at
	FROM "car_purchases" p, jsonb_array_elements_text(p."invoices") WITH ORDINALITY AS e(path, n)
	UNION ALL
	SELECT 'containers', c.id, NULL, 'auction_invoices', e.path, e.n, c.created_at
	FROM "containers" c, jsonb_array_elements_text(c."auction_invoices") WITH ORDINALITY AS e(path, n)
	UNION ALL
	SELECT 'containers', c.id, NULL, 'images', e.path, e.n, c.created_at
	FROM "containers" c, jsonb_array_elements_text(c."images") WITH ORDINALITY AS e(path, n)
	UNION ALL
	SELECT 'loadingrecords', l.id, l.car_sale_id, 'container_images', e.path, e.n, l.created_at
	FROM "loading_records" l, jsonb_array_elements_text(l."images") WITH ORDINALITY AS e(path, n)
	UNION ALL
	SELECT 'shippings', s.id, s.car_sale_id, 'images', e.path, e.n, s.created_at
	FROM "shippings" s, jsonb_array_elements_text(s."images") WITH ORDINALITY AS e(path, n)
) f
WHERE f.path <> ''
ORDER BY f.kind, f.record_id, f.collection, f.n;--> statement-breakpoint
ALTER TABLE "car_purchases" DROP COLUMN "invoices";--> statement-breakpoint
ALTER TABLE "containers" DROP COLUMN "auction_invoices";--> statement-breakpoint
ALTER TABLE "containers" DROP COLUMN "images";--> statement-breakpoint
ALTER TABLE "loading_records" DROP COLUMN "images";--> statement-breakpoint
ALTER TABLE "shippings" DROP COLUMN "images";