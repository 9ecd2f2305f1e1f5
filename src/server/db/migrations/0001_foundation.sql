CREATE TABLE "admin_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"animation_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"badge_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"api_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"performance_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"background_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fub_field_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"general_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ui_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advanced_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"mls_number" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'AZ' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2),
	"bedrooms" integer,
	"bathrooms" real,
	"square_feet" integer,
	"lot_size_acres" real,
	"lot_size_square_feet" integer,
	"year_built" integer,
	"property_type" text,
	"property_sub_type" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"mls_status" text,
	"days_on_market" integer DEFAULT 0 NOT NULL,
	"listing_date" timestamp with time zone,
	"description" text,
	"public_remarks" text,
	"directions" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"parking" text,
	"parking_spaces" integer,
	"total_rooms" integer,
	"stories" text,
	"age_range" text,
	"condition" text,
	"appliances" text,
	"internet_types" text,
	"utilities" text,
	"sewer" text,
	"water" text,
	"electric" text,
	"is_auction" boolean DEFAULT false NOT NULL,
	"horse_yn" boolean DEFAULT false NOT NULL,
	"county" text,
	"subdivision_name" text,
	"school_district" text,
	"elementary_school" text,
	"middle_or_junior_school" text,
	"high_school" text,
	"parcel_number" text,
	"legal_description" text,
	"legal_description_text" text,
	"public_survey" text,
	"township_range" text,
	"section" text,
	"has_hoa" boolean,
	"hoa_fee" numeric(12, 2),
	"hoa_name" text,
	"annual_tax" numeric(12, 2),
	"tax_year" integer,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"listing_agent_name" text,
	"listing_agent_phone" text,
	"listing_agent_email" text,
	"listing_office_name" text,
	"idx_display_allowed" boolean DEFAULT true NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"modification_timestamp" timestamp with time zone,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(description, '') || ' ' || coalesce(public_remarks, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(255) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"severity" text NOT NULL,
	"type" text NOT NULL,
	"component" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"email" text NOT NULL,
	"password" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile_image_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"auth_provider" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listings_listing_key_key" ON "listings" USING btree ("listing_key");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_mls_number_key" ON "listings" USING btree ("mls_number");--> statement-breakpoint
CREATE INDEX "listings_status_city_date_idx" ON "listings" USING btree ("status",lower("city"),"listing_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_date_idx" ON "listings" USING btree ("status","listing_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "listings_zip_code_idx" ON "listings" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "listings_status_dom_idx" ON "listings" USING btree ("status","days_on_market");--> statement-breakpoint
CREATE INDEX "listings_address_trgm_idx" ON "listings" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_search_text_idx" ON "listings" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "listings_modification_idx" ON "listings" USING btree ("modification_timestamp");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "system_alerts_open_idx" ON "system_alerts" USING btree ("timestamp" DESC NULLS LAST) WHERE "system_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");