CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"profile_pic" text,
	"account_type" text DEFAULT 'Customer' NOT NULL,
	"is_dummy_account" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "car_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"file" text NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer
);
--> statement-breakpoint
CREATE TABLE "car_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"vin" text,
	"vehicle_type" text DEFAULT 'car' NOT NULL,
	"year" integer NOT NULL,
	"make_name" text NOT NULL,
	"model_name" text NOT NULL,
	"trim_name" text DEFAULT '' NOT NULL,
	"body_style" text DEFAULT '' NOT NULL,
	"engine_size" text DEFAULT '' NOT NULL,
	"cylinders" integer,
	"transmission" text DEFAULT '' NOT NULL,
	"drivetrain" text DEFAULT '' NOT NULL,
	"fuel_type" text DEFAULT '' NOT NULL,
	"exterior_color" text DEFAULT '' NOT NULL,
	"interior_color" text DEFAULT '' NOT NULL,
	"steering" text DEFAULT 'left' NOT NULL,
	"price" integer NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"selling_type" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"title_type" text,
	"damage" text,
	"auction_ends_at" timestamp with time zone,
	"accident_free" boolean DEFAULT true NOT NULL,
	"one_owner" boolean DEFAULT false NOT NULL,
	"dealer_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"video" text,
	"cover_image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_reports_car_id_unique" UNIQUE("car_id")
);
--> statement-breakpoint
CREATE TABLE "saved_cars" (
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cars_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "part_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"year" integer NOT NULL,
	"model" text NOT NULL,
	"engine" text NOT NULL,
	"category" text NOT NULL,
	"sub_category" text NOT NULL,
	"name" text NOT NULL,
	"part_number" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT 'Used' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 1 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'warehouse' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"car_sale_id" integer,
	"description" text NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_sale_id" integer NOT NULL,
	"seller" text NOT NULL,
	"purchase_date" date NOT NULL,
	"amount" integer NOT NULL,
	"auction_fees" integer DEFAULT 0 NOT NULL,
	"invoices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"sales_rep_id" integer,
	"customer_type" text DEFAULT 'private' NOT NULL,
	"date" date NOT NULL,
	"vin" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"lot_number" text DEFAULT '' NOT NULL,
	"purchase_price" integer DEFAULT 0 NOT NULL,
	"sale_price" integer DEFAULT 0 NOT NULL,
	"dealer_state" text DEFAULT '' NOT NULL,
	"car_location" text DEFAULT 'Dealer' NOT NULL,
	"title_status" text DEFAULT 'Dealer' NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"is_flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_number" text NOT NULL,
	"booking_number" text NOT NULL,
	"shipping_company" text NOT NULL,
	"vessel" text DEFAULT '' NOT NULL,
	"loading_port_id" integer,
	"destination_port" text DEFAULT 'Sihanoukville' NOT NULL,
	"etd" date,
	"eta" date,
	"status" text DEFAULT 'booked' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loading_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_sale_id" integer NOT NULL,
	"container_id" integer,
	"warehouse_id" integer,
	"loaded_at" date,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_reads" (
	"note_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shippings" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_sale_id" integer NOT NULL,
	"container_id" integer,
	"shipping_type" text DEFAULT 'container' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_sale_id" integer NOT NULL,
	"stage" text DEFAULT 'purchased' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_reports_car_sale_id_unique" UNIQUE("car_sale_id")
);
--> statement-breakpoint
CREATE TABLE "towing_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towings" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_sale_id" integer NOT NULL,
	"towing_company_id" integer,
	"towing_status" text DEFAULT 'Dispatch' NOT NULL,
	"pickup_address" text DEFAULT '' NOT NULL,
	"warehouse_id" integer,
	"dispatched_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cost" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"port" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_labels" (
	"chat_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "chat_labels_chat_id_label_id_pk" PRIMARY KEY("chat_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"media_type" text,
	"file" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_type" text DEFAULT 'support' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"employee_id" integer,
	"car_id" integer,
	"parent_chat_id" integer,
	"done" boolean DEFAULT false NOT NULL,
	"follow_up" boolean DEFAULT false NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "labels_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"weekday" integer PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"opens_at" time DEFAULT '08:00' NOT NULL,
	"closes_at" time DEFAULT '17:30' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchased_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"vin" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'ad' NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '/' NOT NULL,
	"placement" text DEFAULT 'home' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_team" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"photo" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"languages" text DEFAULT 'Khmer, English' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"vehicle" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_files" ADD CONSTRAINT "car_files_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cars" ADD CONSTRAINT "saved_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_orders" ADD CONSTRAINT "part_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_orders" ADD CONSTRAINT "part_orders_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reports" ADD CONSTRAINT "balance_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_reports" ADD CONSTRAINT "balance_reports_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_purchases" ADD CONSTRAINT "car_purchases_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_sales" ADD CONSTRAINT "car_sales_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_sales" ADD CONSTRAINT "car_sales_sales_rep_id_users_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_loading_port_id_warehouses_id_fk" FOREIGN KEY ("loading_port_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_records" ADD CONSTRAINT "loading_records_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_records" ADD CONSTRAINT "loading_records_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loading_records" ADD CONSTRAINT "loading_records_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_reads" ADD CONSTRAINT "note_reads_note_id_record_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."record_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_reads" ADD CONSTRAINT "note_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_notes" ADD CONSTRAINT "record_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippings" ADD CONSTRAINT "shippings_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shippings" ADD CONSTRAINT "shippings_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towings" ADD CONSTRAINT "towings_car_sale_id_car_sales_id_fk" FOREIGN KEY ("car_sale_id") REFERENCES "public"."car_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towings" ADD CONSTRAINT "towings_towing_company_id_towing_companies_id_fk" FOREIGN KEY ("towing_company_id") REFERENCES "public"."towing_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towings" ADD CONSTRAINT "towings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_labels" ADD CONSTRAINT "chat_labels_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_labels" ADD CONSTRAINT "chat_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_reports" ADD CONSTRAINT "purchased_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_team" ADD CONSTRAINT "sales_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_account_type_idx" ON "users" USING btree ("account_type");--> statement-breakpoint
CREATE INDEX "car_images_car_idx" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE INDEX "car_price_history_car_idx" ON "car_price_history" USING btree ("car_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cars_selling_type_idx" ON "cars" USING btree ("selling_type","status","created_at");--> statement-breakpoint
CREATE INDEX "cars_make_model_idx" ON "cars" USING btree ("make_name","model_name","trim_name");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("price");--> statement-breakpoint
CREATE INDEX "cars_year_idx" ON "cars" USING btree ("year");--> statement-breakpoint
CREATE INDEX "cars_mileage_idx" ON "cars" USING btree ("mileage");--> statement-breakpoint
CREATE INDEX "cars_featured_idx" ON "cars" USING btree ("is_featured") WHERE "cars"."is_featured";--> statement-breakpoint
CREATE INDEX "cars_dealer_idx" ON "cars" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "part_orders_user_idx" ON "part_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "parts_cascade_idx" ON "parts" USING btree ("make","year","model","engine","category","sub_category");--> statement-breakpoint
CREATE INDEX "balance_reports_customer_idx" ON "balance_reports" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "car_purchases_sale_idx" ON "car_purchases" USING btree ("car_sale_id");--> statement-breakpoint
CREATE INDEX "car_sales_customer_idx" ON "car_sales" USING btree ("customer_id","date");--> statement-breakpoint
CREATE INDEX "car_sales_vin_idx" ON "car_sales" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "containers_number_idx" ON "containers" USING btree ("container_number");--> statement-breakpoint
CREATE INDEX "loading_records_sale_idx" ON "loading_records" USING btree ("car_sale_id");--> statement-breakpoint
CREATE INDEX "note_reads_idx" ON "note_reads" USING btree ("user_id","note_id");--> statement-breakpoint
CREATE INDEX "record_notes_record_idx" ON "record_notes" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "shippings_sale_idx" ON "shippings" USING btree ("car_sale_id");--> statement-breakpoint
CREATE INDEX "towings_sale_idx" ON "towings" USING btree ("car_sale_id");--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "chats_activity_idx" ON "chats" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "chats_customer_idx" ON "chats" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "purchased_reports_user_idx" ON "purchased_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_kind_active_idx" ON "ads" USING btree ("kind","is_active","sort_order");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","id");