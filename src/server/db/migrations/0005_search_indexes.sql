DROP INDEX "listings_status_city_date_idx";--> statement-breakpoint
DROP INDEX "listings_status_date_idx";--> statement-breakpoint
DROP INDEX "listings_status_price_idx";--> statement-breakpoint
DROP INDEX "listings_zip_code_idx";--> statement-breakpoint
DROP INDEX "listings_status_dom_idx";--> statement-breakpoint
CREATE INDEX "listings_public_city_date_idx" ON "listings" USING btree ("status",lower("city"),"listing_date" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("city","price","bedrooms","bathrooms","square_feet","days_on_market") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_date_idx" ON "listings" USING btree ("status","listing_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("status","price","id") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_price_desc_idx" ON "listings" USING btree ("status","price" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_zip_idx" ON "listings" USING btree ("status","zip_code") WHERE idx_display_allowed;--> statement-breakpoint
CREATE INDEX "listings_public_dom_idx" ON "listings" USING btree ("status","days_on_market") WHERE idx_display_allowed;