ALTER TABLE "crm_activities" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD COLUMN "search_query" text;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD COLUMN "fub_status" text;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD COLUMN "fub_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD COLUMN "fub_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_activities" ADD COLUMN "fub_error" text;--> statement-breakpoint
CREATE INDEX "crm_activities_fub_due_idx" ON "crm_activities" USING btree ("fub_next_attempt_at","id") WHERE "crm_activities"."fub_status" = 'pending';