CREATE TABLE "favorite_properties" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_properties_pkey" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_properties" ADD CONSTRAINT "favorite_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_properties" ADD CONSTRAINT "favorite_properties_property_id_listings_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_properties_property_id_idx" ON "favorite_properties" USING btree ("property_id");