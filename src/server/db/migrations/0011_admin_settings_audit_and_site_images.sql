CREATE TABLE "settings_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_name" text NOT NULL,
	"section" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mls_sync_state" ADD COLUMN "feed_source" text;--> statement-breakpoint
ALTER TABLE "settings_audit" ADD CONSTRAINT "settings_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_audit_created_idx" ON "settings_audit" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- The General tab's application name now defaults to blank (meaning SITE_TEAM_NAME): rows that hold the old default, 'Ridgeline', take the new one.
UPDATE "admin_settings" SET "general_settings" = "general_settings" - 'applicationName' WHERE "general_settings"->>'applicationName' = 'Ridgeline';
