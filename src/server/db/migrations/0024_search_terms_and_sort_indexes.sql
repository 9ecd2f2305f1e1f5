-- Search suggestions (issue 40): the search_terms table that refreshSearchTerms keeps.
-- The sort indexes of issue 40 carry INCLUDE columns added by hand (drizzle cannot express
-- INCLUDE; schema.ts says why each is there), as migrations 0005 and 0006 did.
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"listing_count" integer NOT NULL,
	"match_text" text GENERATED ALWAYS AS (lower(label)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_terms_pkey" PRIMARY KEY("kind","label","city"),
	CONSTRAINT "search_terms_kind_check" CHECK ("search_terms"."kind" IN ('town', 'zip', 'street', 'subdivision'))
);
--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("kind","match_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("match_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "listings_public_beds_idx" ON "listings" USING btree ("status","bedrooms" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("price","bathrooms","square_feet") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_city_beds_idx" ON "listings" USING btree ("status",lower("city"),"bedrooms" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("city","price","bathrooms","square_feet") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_sqft_idx" ON "listings" USING btree ("status","square_feet" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("price","bedrooms","bathrooms") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_city_sqft_idx" ON "listings" USING btree ("status",lower("city"),"square_feet" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("city","price","bedrooms","bathrooms") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_price_sqft_idx" ON "listings" USING btree ("status",("price" / NULLIF("square_feet", 0)),"id") INCLUDE ("price","square_feet","bedrooms","bathrooms") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_city_price_sqft_idx" ON "listings" USING btree ("status",lower("city"),("price" / NULLIF("square_feet", 0)),"id") INCLUDE ("city","price","square_feet","bedrooms","bathrooms") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_city_price_idx" ON "listings" USING btree ("status",lower("city"),"price","id") INCLUDE ("city","bedrooms","bathrooms","square_feet") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_city_price_desc_idx" ON "listings" USING btree ("status",lower("city"),"price" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("city","bedrooms","bathrooms","square_feet") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_lot_idx" ON "listings" USING btree ("status","lot_size_acres") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_subdivision_trgm_idx" ON "listings" USING gin ("subdivision_name" gin_trgm_ops) WHERE idx_display_allowed;