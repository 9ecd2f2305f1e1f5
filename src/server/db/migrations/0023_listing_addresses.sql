CREATE TABLE "listing_addresses" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"idx_display_allowed" boolean NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_addresses_address_trgm_idx" ON "listing_addresses" USING gin ("address" gin_trgm_ops) WHERE "listing_addresses"."idx_display_allowed";--> statement-breakpoint
-- The address copy follows every write of listings (decision 027): statement triggers with
-- transition tables, so replication's upsert of 250 listings costs one set-based statement
-- per trigger, not 250 calls; a copy is rewritten only when one of its values changed.
CREATE FUNCTION listings_copy_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_addresses (id, status, idx_display_allowed, address)
    SELECT id, status, idx_display_allowed, address FROM written_listings
  ON CONFLICT (id) DO UPDATE
    SET status = EXCLUDED.status,
        idx_display_allowed = EXCLUDED.idx_display_allowed,
        address = EXCLUDED.address
    WHERE (listing_addresses.status, listing_addresses.idx_display_allowed, listing_addresses.address)
      IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.idx_display_allowed, EXCLUDED.address);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_copy_addresses_on_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS written_listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_copy_addresses();
--> statement-breakpoint
CREATE TRIGGER listings_copy_addresses_on_update AFTER UPDATE ON listings
  REFERENCING NEW TABLE AS written_listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_copy_addresses();
--> statement-breakpoint
CREATE FUNCTION listings_drop_addresses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_addresses a USING removed_listings r WHERE a.id = r.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_drop_addresses AFTER DELETE ON listings
  REFERENCING OLD TABLE AS removed_listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_drop_addresses();
--> statement-breakpoint
INSERT INTO listing_addresses (id, status, idx_display_allowed, address)
  SELECT id, status, idx_display_allowed, address FROM listings;
