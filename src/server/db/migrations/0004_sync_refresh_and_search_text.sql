ALTER TABLE "listings" drop column "search_text";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(description, '') || CASE WHEN public_remarks IS NULL OR strpos(coalesce(description, ''), public_remarks) > 0 THEN '' ELSE ' ' || public_remarks END)) STORED;--> statement-breakpoint
ALTER TABLE "mls_sync_state" ADD COLUMN "last_refresh_at" timestamp with time zone;--> statement-breakpoint
-- dropping the column dropped its index; the snapshot still lists it, so it is recreated here
CREATE INDEX "listings_search_text_idx" ON "listings" USING gin ("search_text");
