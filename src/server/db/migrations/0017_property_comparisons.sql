CREATE TABLE "property_comparisons" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" varchar(50) NOT NULL,
	"name" text NOT NULL,
	"property_ids" jsonb NOT NULL,
	"user_id" integer,
	"crm" text,
	"contact_id" integer,
	"contact_name" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_comparisons_one_owner" CHECK (("property_comparisons"."user_id" IS NOT NULL AND "property_comparisons"."crm" IS NULL AND "property_comparisons"."contact_id" IS NULL) OR ("property_comparisons"."user_id" IS NULL AND "property_comparisons"."crm" IS NOT NULL AND "property_comparisons"."contact_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "property_comparisons" ADD CONSTRAINT "property_comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_comparisons_share_id_key" ON "property_comparisons" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "property_comparisons_user_idx" ON "property_comparisons" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "property_comparisons"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "property_comparisons_user_name_key" ON "property_comparisons" USING btree ("user_id",lower("name")) WHERE "property_comparisons"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "property_comparisons_contact_idx" ON "property_comparisons" USING btree ("crm","contact_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "property_comparisons"."contact_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "property_comparisons_contact_name_key" ON "property_comparisons" USING btree ("crm","contact_id",lower("name")) WHERE "property_comparisons"."contact_id" IS NOT NULL;