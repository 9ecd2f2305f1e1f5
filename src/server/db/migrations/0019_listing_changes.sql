CREATE TABLE "listing_changes" (
	"version" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_changes_version_listing_id_pk" PRIMARY KEY("version","listing_id")
);
--> statement-breakpoint
ALTER TABLE "mls_sync_state" ADD COLUMN "listings_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_changes_changed_at_idx" ON "listing_changes" USING btree ("changed_at");