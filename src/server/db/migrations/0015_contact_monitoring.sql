CREATE TABLE "contact_monitor_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"is_monitoring" boolean DEFAULT false NOT NULL,
	"active_until" timestamp with time zone,
	"last_check_at" timestamp with time zone,
	"checked_through" timestamp with time zone,
	"changed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"crm" text NOT NULL,
	"contact_id" integer NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bfr_link_generated" boolean DEFAULT false NOT NULL,
	"obfuscated_id" varchar(50),
	"last_checked" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "processed_contacts_contact_idx" ON "processed_contacts" USING btree ("crm","contact_id");--> statement-breakpoint
CREATE INDEX "processed_contacts_processed_at_idx" ON "processed_contacts" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "crm_contacts_created_idx" ON "crm_contacts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "contact_monitor_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
