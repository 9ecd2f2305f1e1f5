CREATE TABLE "listing_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"old_status" text,
	"new_status" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_history_kind_check" CHECK ("listing_history"."kind" IN ('price', 'status'))
);
--> statement-breakpoint
CREATE TABLE "open_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"feed_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"reason" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2),
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_sent" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"price" numeric(12, 2),
	"status" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_sent_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_listing_id" integer DEFAULT 0 NOT NULL,
	"last_history_id" integer DEFAULT 0 NOT NULL,
	"last_matched_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" IN ('instant', 'daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "previous_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_sent" ADD CONSTRAINT "saved_search_sent_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_history_listing_idx" ON "listing_history" USING btree ("listing_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_houses_feed_id_key" ON "open_houses" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "open_houses_listing_idx" ON "open_houses" USING btree ("listing_id","ends_at");--> statement-breakpoint
CREATE INDEX "open_houses_starts_idx" ON "open_houses" USING btree ("starts_at","listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_key" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency");--> statement-breakpoint
-- Price and status history (decision 021). A row trigger so that every writer of listings
-- (replication's upsert, tools, tests) records the change in its own transaction. BEFORE
-- keeps the listing's previous price and when it changed (replication never writes those
-- columns, so an upsert that leaves the price alone keeps them); AFTER writes the history.
CREATE FUNCTION listings_keep_previous_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price THEN
    NEW.previous_price := OLD.price;
    NEW.price_changed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_keep_previous_price BEFORE UPDATE OF price ON listings
  FOR EACH ROW WHEN (NEW.price IS DISTINCT FROM OLD.price)
  EXECUTE FUNCTION listings_keep_previous_price();
--> statement-breakpoint
CREATE FUNCTION listings_record_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO listing_history (listing_id, kind, old_price, new_price, old_status, new_status)
    VALUES (NEW.id, 'price', OLD.price, NEW.price, OLD.status, NEW.status);
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO listing_history (listing_id, kind, old_price, new_price, old_status, new_status)
    VALUES (NEW.id, 'status', OLD.price, NEW.price, OLD.status, NEW.status);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_record_history AFTER UPDATE OF price, status ON listings
  FOR EACH ROW WHEN (NEW.price IS DISTINCT FROM OLD.price OR NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION listings_record_history();
--> statement-breakpoint
INSERT INTO saved_search_state (id, last_listing_id, last_history_id)
  SELECT 1, coalesce(max(id), 0), 0 FROM listings;
