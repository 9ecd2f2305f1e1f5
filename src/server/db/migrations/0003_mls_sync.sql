CREATE TABLE "armls_cache_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"total_properties" integer DEFAULT 0 NOT NULL,
	"cached_properties" integer DEFAULT 0 NOT NULL,
	"last_cache_update" timestamp with time zone,
	"cache_progress" integer DEFAULT 0 NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"last_offset" integer DEFAULT 0 NOT NULL,
	"last_skip_token" text DEFAULT '' NOT NULL,
	"run_started_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "armls_cache_status_city_key" UNIQUE("city")
);
--> statement-breakpoint
CREATE TABLE "mls_cities" (
	"name" text PRIMARY KEY NOT NULL,
	"county" text NOT NULL,
	"priority" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mls_sync_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"running" boolean DEFAULT false NOT NULL,
	"stop_requested" boolean DEFAULT false NOT NULL,
	"high_water_mark" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listings_city_synced_idx" ON "listings" USING btree ("city","synced_at");