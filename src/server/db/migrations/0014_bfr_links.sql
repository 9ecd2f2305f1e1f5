CREATE TABLE "obfuscated_bfr_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"obfuscated_id" varchar(50) NOT NULL,
	"crm" text NOT NULL,
	"contact_id" integer NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obfuscated_bfr_links_obfuscated_id_unique" UNIQUE("obfuscated_id")
);
--> statement-breakpoint
CREATE INDEX "obfuscated_bfr_links_contact_idx" ON "obfuscated_bfr_links" USING btree ("crm","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obfuscated_bfr_links_active_idx" ON "obfuscated_bfr_links" USING btree ("crm","contact_id") WHERE "obfuscated_bfr_links"."is_active";