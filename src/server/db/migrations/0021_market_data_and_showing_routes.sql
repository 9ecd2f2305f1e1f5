CREATE TABLE "market_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"record_date" date NOT NULL,
	"active_listings" integer DEFAULT 0 NOT NULL,
	"median_list_price" numeric(12, 2),
	"median_days_on_market" real,
	"average_days_on_market" real,
	"new_listings_30d" integer DEFAULT 0 NOT NULL,
	"price_reductions_30d" integer DEFAULT 0 NOT NULL,
	"median_sales_price" numeric(12, 2),
	"total_homes_sold" integer,
	"market_supply_months" real,
	"price_per_square_foot" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showing_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"property_ids" jsonb NOT NULL,
	"time_at_each_property" integer DEFAULT 30 NOT NULL,
	"optimized_route" jsonb,
	"starts_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showing_routes" ADD CONSTRAINT "showing_routes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_data_area_date_key" ON "market_data" USING btree ("area","record_date");--> statement-breakpoint
CREATE INDEX "showing_routes_created_by_idx" ON "showing_routes" USING btree ("created_by","id");